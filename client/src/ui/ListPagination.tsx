/** Mantine Pagination inside a labelled <nav>, with accessible names on every control. */
import { Center, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PagedList_PageInfoFragment } from "../__generated__/graphql";
import { pageCount } from "./pageCount";

export function ListPagination({
  page,
  pageInfo,
  onChange,
}: {
  page: number;
  pageInfo?: PagedList_PageInfoFragment | null;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const totalPages = pageInfo ? pageCount(pageInfo) : 1;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("list.pagination")}>
      <Center>
        <Pagination
          total={totalPages}
          value={page}
          onChange={onChange}
          withEdges
          getItemProps={(p) => ({ "aria-label": t("list.page", { page: p }), "aria-current": p === page ? "page" : undefined })}
          getControlProps={(control) => ({ "aria-label": t(`list.${control}`) })}
        />
      </Center>
    </nav>
  );
}
