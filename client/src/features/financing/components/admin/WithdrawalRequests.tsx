/** Withdrawal requests, each applied with its own form; the list is re-read after one is applied. */
import { useState } from "react";
import { Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminWithdrawalRequestsDocument } from "../../../../__generated__/graphql";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { QueryListBody } from "../../../../ui/ListStates";
import { PARTIAL_DATA } from "../../../../lib/partialData";
import { ApplyWithdrawalForm } from "./ApplyWithdrawalForm";
import { AdminSection } from "./AdminSection";

export function WithdrawalRequests() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminWithdrawalRequestsDocument, {
    ...PARTIAL_DATA,
    fetchPolicy: "cache-and-network",
  });
  const [done, setDone] = useState<string | null>(null);
  const items = data?.orders.items ?? [];
  return (
    <AdminSection id="withdrawal-requests" title={t("adminFinancing.withdrawalsTitle")}>
      <Text size="sm">{t("withdrawal.ruleExplained")}</Text>
      <ActionFeedback done={done} error={null} />
      <QueryListBody
        query={{ data, loading, error, refetch }}
        isEmpty={items.length === 0}
        messages={{ loading: t("adminFinancing.loading"), error: t("adminFinancing.error"), empty: t("adminFinancing.noWithdrawals") }}
      >
        <Stack component="ul" className="plain-list" gap="sm">
          {items.map((o) => (
            <ApplyWithdrawalForm
              key={o.id}
              order={o}
              onApplied={(message) => {
                setDone(message);
                void refetch();
              }}
            />
          ))}
        </Stack>
      </QueryListBody>
    </AdminSection>
  );
}
