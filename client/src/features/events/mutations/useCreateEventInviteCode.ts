/**
 * Issues an invite code (the organiser). Codes have no id to normalize by (their `code` is their key), so the new
 * code is put at the top of the first page of the event's list (newest first) in the cache, which the page shows at
 * once; the other pages shift by one and are dropped, to be read again when opened.
 */
import { useMutation } from "@apollo/client/react";
import { CreateEventInviteCodeDocument, EventInviteCodesDocument } from "../../../__generated__/graphql";
import { INVITE_PAGE_SIZE } from "@server/events/modules/invites/rules/invites";

export function useCreateEventInviteCode(eventId: string) {
  return useMutation(CreateEventInviteCodeDocument, {
    update: (cache, { data }) => {
      const created = data?.createEventInviteCode;
      if (!created) return;
      const variables = { eventId, page: 1, pageSize: INVITE_PAGE_SIZE };
      const first = cache.readQuery({ query: EventInviteCodesDocument, variables });
      if (!first) return;
      const { items, pageInfo } = first.eventInviteCodes;
      const totalCount = pageInfo.totalCount + 1;
      const totalPages = Math.ceil(totalCount / pageInfo.pageSize);
      for (let page = 2; page <= totalPages; page++)
        cache.evict({ id: "ROOT_QUERY", fieldName: "eventInviteCodes", args: { ...variables, page } });
      cache.writeQuery({
        query: EventInviteCodesDocument,
        variables,
        data: {
          eventInviteCodes: {
            ...first.eventInviteCodes,
            items: [created, ...items.filter((c) => c.code !== created.code)].slice(0, pageInfo.pageSize),
            pageInfo: { ...pageInfo, totalCount, totalPages, hasNextPage: totalPages > 1 },
          },
        },
      });
    },
  });
}
