/**
 * One enrolment option on the course page. DIRECT + open: "Buy" (visitors go to /login?next=<course page>), or the
 * viewer's active access instead, or their order waiting for payment or approval (with a link to My learning, where
 * it is paid or cancelled; the server refuses a second one). APPLICATION with a programme: "Apply" links to the programme's application form
 * (visitors are asked to log in first); APPLICATION without one: a disabled "Apply". Closed: "Closed".
 */
import { useState } from "react";
import { Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  ViewerDocument,
  type EnrolmentOptionCard_AccessFragment,
  type EnrolmentOptionCard_OptionFragment,
  type OrderStatus,
} from "../../../__generated__/graphql";
import { formatDate, formatMoney } from "../../../lib/format";
import { useOptionLabel } from "../../../lib/optionLabels";
import { BuyModal } from "./BuyModal";
import { orderPricing } from "@server/courses/modules/enrolment/rules/enrolment";
import { toCents, toUsd } from "@server/courses/modules/financing/rules/money";

export function EnrolmentOptionCard({
  option,
  access,
  pendingOrder = null,
  courseId,
  courseTitle,
}: {
  option: EnrolmentOptionCard_OptionFragment;
  access: EnrolmentOptionCard_AccessFragment | null;
  /** The status of the viewer's order for the course that waits for payment or approval, if any. */
  pendingOrder?: OrderStatus | null;
  courseId: string;
  courseTitle: string;
}) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const { data } = useQuery(ViewerDocument);
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  const headingId = `enrol-option-${option.id}`;
  const direct = option.mode === "DIRECT";

  const buy = () => {
    if (!data?.viewer) {
      navigate(`/login?next=${encodeURIComponent(location.pathname)}`);
      return;
    }
    setOpened(true);
  };

  let action;
  if (!option.open) {
    action = (
      <Badge color="gray" variant="light" c="var(--tf-text-strong)" size="lg">
        {t("enrol.closed")}
      </Badge>
    );
  } else if (direct && access?.active) {
    action = (
      <Text size="sm" fw={500} c="var(--tf-text-success)">
        {t("enrol.hasAccess", { date: formatDate(access.endsAt, i18n.language), count: access.daysLeft })}
      </Text>
    );
  } else if (direct && (pendingOrder === "PENDING_PAYMENT" || pendingOrder === "PENDING_APPROVAL")) {
    action = (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t(`enrol.pending.${pendingOrder}`)}
        </Text>
        <Anchor component={Link} to="/courses/my-learning" size="sm">
          {t("enrol.pendingLink")}
        </Anchor>
      </Stack>
    );
  } else if (direct) {
    action = (
      <Button onClick={buy} fullWidth aria-describedby={headingId}>
        {t("enrol.buy")}
      </Button>
    );
  } else if (option.programme) {
    const target = `/programmes/student/apply/${encodeURIComponent(option.programme.id)}`;
    action = (
      <Button component={Link} to={target} fullWidth aria-describedby={headingId}>
        {t("enrol.apply")}
      </Button>
    );
  } else {
    action = (
      <Stack gap={4}>
        <Button disabled fullWidth aria-describedby={`${headingId}-apply`}>
          {t("enrol.apply")}
        </Button>
        <Text size="xs" c="dimmed" id={`${headingId}-apply`}>
          {t("enrol.applyLater")}
        </Text>
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={3} size="h5" id={headingId}>
          {option.title}
        </Title>
        {option.programme && (
          <Text size="xs" c="dimmed">
            {option.programme.title}
          </Text>
        )}
        {direct && option.fee > 0 && (
          <Group gap="xs" align="baseline">
            <Text fw={700}>
              {formatMoney(toUsd(orderPricing(toCents(option.fee), "UPFRONT").amountCents), option.currency, i18n.language)}
            </Text>
            <Text size="sm" c="dimmed" td="line-through">
              {formatMoney(option.fee, option.currency, i18n.language)}
            </Text>
            <Text size="xs" c="dimmed">
              {t("enrol.upfrontNote")}
            </Text>
          </Group>
        )}
        {direct && option.accessDays != null && <Text size="sm">{t("enrol.accessDays", { count: option.accessDays })}</Text>}
        {option.limitedRegions.length > 0 && (
          <Text size="xs">{t("enrol.regions", { regions: option.limitedRegions.map((r) => label("country", r)).join(", ") })}</Text>
        )}
        {option.description.points.length > 0 && (
          <List size="sm" spacing={2}>
            {option.description.points.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        )}
        {action}
      </Stack>
      {direct && option.open && (
        <BuyModal option={option} courseId={courseId} courseTitle={courseTitle} opened={opened} onClose={() => setOpened(false)} />
      )}
    </Paper>
  );
}
