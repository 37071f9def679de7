/**
 * Issues an invite code (the organiser). Codes have no id to normalize by (their `code` is their key), so the new
 * code is put at the top of the first page of the event's list (newest first) in the cache, which the page shows at
 * once; the other pages shift by one and are dropped, to be read again when opened.
 */
import { useMutation } from "@apollo/client/react";
import { CreateEventInviteCodeDocument, EventInviteCodesDocument } from "../../../__generated__/graphql";
import { INVITE_PAGE_SIZE } from "@server/events/modules/invites/rules/invites";
import { KNOWN_COUNT_LIMIT } from "@server/shared/page-size";
import { pageCount } from "../../../ui/pageCount";

export function useCreateEventInviteCode(eventId: string) {
  return useMutation(CreateEventInviteCodeDocument, {
    update: (cache, { data }) => {
      const created = data?.createEventInviteCode;
      if (!created) return;
      const variables = { eventId, page: 1, pageSize: INVITE_PAGE_SIZE };
      const first = cache.readQuery({ query: EventInviteCodesDocument, variables });
      if (!first) return;
      const { items, pageInfo } = first.eventInviteCodes;
      const count = pageInfo.knownCount + 1;
      const countIsExact = pageInfo.countIsExact && count <= KNOWN_COUNT_LIMIT;
      const shifted = {
        ...pageInfo,
        knownCount: Math.min(count, KNOWN_COUNT_LIMIT),
        countIsExact,
        hasNextPage: pageInfo.hasNextPage || count > pageInfo.pageSize,
      };
      // Past the counted codes the pages cached are not known, so every cached list of codes is dropped (page 1 is
      // written again below).
      if (!countIsExact) cache.evict({ id: "ROOT_QUERY", fieldName: "eventInviteCodes" });
      else
        for (let page = 2; page <= pageCount(shifted); page++)
          cache.evict({ id: "ROOT_QUERY", fieldName: "eventInviteCodes", args: { ...variables, page } });
      cache.writeQuery({
        query: EventInviteCodesDocument,
        variables,
        data: {
          eventInviteCodes: {
            ...first.eventInviteCodes,
            items: [created, ...items.filter((c) => c.code !== created.code)].slice(0, pageInfo.pageSize),
            pageInfo: shifted,
          },
        },
      });
    },
  });
}
