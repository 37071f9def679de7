/**
 * /courses/my-learning (logged in): "My courses" (course access, active first: ends date, days left, Active/Ended; with
 * a class, a progress bar and "Continue: {lesson}" or "Open class"; an active course without one, "Join a class") and
 * "My orders" (status, amount, reference; payment steps and Cancel, with a confirmation, for pending ones). ISA orders
 * show their agreement (statements, income reports) and, while financed and collecting, the income report form; paid
 * and financed orders can ask to withdraw, and a withdrawal's state and outcome are shown once there is one.
 */
import { useState } from "react";
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { MyLearningDocument, type OrderStatus } from "../../../__generated__/graphql";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { CoursesSubNav } from "../../catalogue";
import { JoinClassSection, ProgressBar } from "../../classroom";
import { ListEmpty, ListError, ListLoading } from "../../../ui/ListStates";
import { OrderPayment } from "../components/OrderPayment";
import { PageTitle } from "../../../ui/PageTitle";
import { IncomeReportForm, IsaAgreementPanel, RequestWithdrawal, WithdrawalOutcome } from "../../financing";
import { formatDate, formatMoney } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { useCancelOrder } from "../mutations/useCancelOrder";

export const STATUS_COLOR: Record<OrderStatus, string> = {
  PENDING_PAYMENT: "yellow",
  PENDING_APPROVAL: "yellow",
  PAID: "green",
  FINANCED: "teal",
  CANCELLED: "gray",
  WITHDRAWN: "gray",
};

export default function MyLearningPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(MyLearningDocument, { fetchPolicy: "cache-and-network" });
  const [cancelOrder, cancelState] = useCancelOrder();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const date = (iso: string) => formatDate(iso, i18n.language);

  const confirmCancel = async () => {
    if (!cancelling) return;
    setCancelError(null);
    try {
      await cancelOrder({ variables: { id: cancelling } });
    } catch (e) {
      setCancelError(readServerError(e).message || t("myLearning.cancelError"));
    }
    setCancelling(null);
  };

  return (
    <Stack gap="xl" maw={1000} mx="auto">
      <PageTitle title={t("myLearning.title")} />
      <CoursesSubNav />
      <Title order={1}>{t("myLearning.title")}</Title>
      {loading && !data ? (
        <ListLoading label={t("myLearning.loading")} />
      ) : error && !data ? (
        <ListError message={t("myLearning.error")} onRetry={() => void refetch()} />
      ) : data ? (
        <>
          <section aria-labelledby="my-courses">
            <Title order={2} size="h3" id="my-courses" mb="sm">
              {t("myLearning.courses")}
            </Title>
            {data.myCourseAccess.length === 0 ? (
              <ListEmpty
                message={t("myLearning.noCourses")}
                action={
                  <Button component={Link} to="/courses?page=1" variant="light">
                    {t("myLearning.browse")}
                  </Button>
                }
              />
            ) : (
              <Stack component="ul" className="plain-list" gap="sm">
                {data.myCourseAccess.map((a) => (
                  <Paper component="li" withBorder radius="md" p="md" key={a.course.id}>
                    <Group justify="space-between" wrap="wrap" gap="sm">
                      <Stack gap={2}>
                        <Anchor component={Link} to={`/courses/${a.course.id}`} fw={600}>
                          {a.course.title}
                        </Anchor>
                        <Text size="sm" c="dimmed">
                          {a.active ? t("myLearning.endsOn", { date: date(a.endsAt) }) : t("myLearning.endedOn", { date: date(a.endsAt) })}
                          {a.active && ` · ${t("myLearning.daysLeft", { count: a.daysLeft })}`}
                        </Text>
                      </Stack>
                      <Badge color={a.active ? "green" : "gray"} variant="light" c="var(--tf-text-strong)">
                        {a.active ? t("myLearning.active") : t("myLearning.ended")}
                      </Badge>
                    </Group>
                    {a.class?.viewerProgress ? (
                      <Stack gap="xs" mt="sm">
                        <ProgressBar
                          label={t("classroom.progressIn", { title: a.course.title })}
                          percent={a.class.viewerProgress.percent}
                          completed={a.class.viewerProgress.completedLessons}
                          total={a.class.viewerProgress.totalLessons}
                        />
                        <div>
                          {a.class.viewerProgress.continueLesson && !a.class.viewerProgress.completed ? (
                            <Anchor component={Link} to={`/classroom/${a.class.slug}/lessons/${a.class.viewerProgress.continueLesson.id}`}>
                              {t("classroom.continue", { title: a.class.viewerProgress.continueLesson.title })}
                            </Anchor>
                          ) : (
                            <Anchor component={Link} to={`/classroom/${a.class.slug}`}>
                              {t("classroom.openClass")}
                            </Anchor>
                          )}
                        </div>
                      </Stack>
                    ) : (
                      a.active &&
                      !a.class && (
                        <Stack mt="sm">
                          <JoinClassSection courseId={a.course.id} onJoined={refetch} />
                        </Stack>
                      )
                    )}
                  </Paper>
                ))}
              </Stack>
            )}
          </section>

          <section aria-labelledby="my-orders">
            <Title order={2} size="h3" id="my-orders" mb="sm">
              {t("myLearning.orders")}
            </Title>
            {cancelError && (
              <Alert color="red" role="alert" mb="sm">
                {cancelError}
              </Alert>
            )}
            {data.myOrders.length === 0 ? (
              <ListEmpty message={t("myLearning.noOrders")} />
            ) : (
              <Stack component="ul" className="plain-list" gap="sm">
                {data.myOrders.map((o) => (
                  <Paper component="li" withBorder radius="md" p="md" key={o.id} aria-labelledby={`order-${o.id}`}>
                    <Stack gap="xs">
                      <Group justify="space-between" wrap="wrap" gap="sm">
                        <div>
                          <Title order={3} size="h5" id={`order-${o.id}`}>
                            {o.course.title}
                          </Title>
                          <Text size="xs" c="dimmed">
                            {o.option.title} · {t("myLearning.placedOn", { date: date(o.createdAt) })}
                          </Text>
                        </div>
                        <Badge color={STATUS_COLOR[o.status]} variant="light" c="var(--tf-text-strong)">
                          {t(`orderStatus.${o.status}`)}
                        </Badge>
                      </Group>
                      {o.status === "PENDING_APPROVAL" ? (
                        <>
                          <Text size="sm">{t("isa.waitingApproval")}</Text>
                          <Text size="sm">
                            {t("enrol.reference")} <code>{o.payment.reference}</code>
                          </Text>
                          <Group>
                            <Button variant="light" color="red" size="xs" onClick={() => setCancelling(o.id)}>
                              {t("myLearning.cancel")}
                            </Button>
                          </Group>
                        </>
                      ) : o.status === "PENDING_PAYMENT" ? (
                        <>
                          <OrderPayment order={o} />
                          <Group>
                            <Button variant="light" color="red" size="xs" onClick={() => setCancelling(o.id)}>
                              {t("myLearning.cancel")}
                            </Button>
                          </Group>
                        </>
                      ) : (
                        <Group gap="lg">
                          <Text size="sm">{formatMoney(o.amount, o.currency, i18n.language)}</Text>
                          <Text size="sm">
                            {t("enrol.reference")} <code>{o.payment.reference}</code>
                          </Text>
                          {o.paidAt && (
                            <Text size="sm">
                              {t(o.paymentPlan === "ISA" ? "myLearning.approvedOn" : "myLearning.paidOn", { date: date(o.paidAt) })}
                            </Text>
                          )}
                        </Group>
                      )}
                      {o.isaAgreement && o.status !== "PENDING_APPROVAL" && o.status !== "CANCELLED" && (
                        <IsaAgreementPanel agreement={o.isaAgreement} currency={o.currency} headingId={`isa-${o.id}`} />
                      )}
                      {o.isaAgreement && o.status === "FINANCED" && !o.isaAgreement.endReason && (
                        <IncomeReportForm orderId={o.id} headingId={`income-${o.id}`} />
                      )}
                      {o.withdrawal ? (
                        <WithdrawalOutcome withdrawal={o.withdrawal} currency={o.currency} />
                      ) : (
                        (o.status === "PAID" || o.status === "FINANCED") && (
                          <RequestWithdrawal orderId={o.id} courseTitle={o.course.title} />
                        )
                      )}
                    </Stack>
                  </Paper>
                ))}
              </Stack>
            )}
          </section>
        </>
      ) : null}
      <ConfirmDialog
        opened={cancelling != null}
        title={t("myLearning.cancelTitle")}
        body={t("myLearning.cancelBody")}
        confirmLabel={t("myLearning.cancelConfirm")}
        cancelLabel={t("myLearning.keep")}
        loading={cancelState.loading}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
      />
    </Stack>
  );
}
