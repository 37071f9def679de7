/**
 * The query the explorer opens with: open jobs and who offers them. It needs only the JOBS scope, so it runs for
 * every partner key that can read jobs, and for visitors and developers without a key.
 */
export const DEFAULT_QUERY = `query OpenJobs($page: Int = 1) {
  jobs(page: $page, pageSize: 10) {
    items {
      id
      title
      type
      location
      remote
      postedAt
      employer {
        id
        title
        location
        industry
        website
      }
    }
    # Follow hasNextPage to walk the list: knownCount counts at most 1,000, totalCount counts the whole list.
    pageInfo {
      page
      hasNextPage
      knownCount
      countIsExact
    }
  }
}
`;
