/**
 * The Learners tab of /careers/admin (the default): career-services learners, those without a full team first, then by
 * joining, 20 a page — every learner for talent admins (or those assigned to them), instructors' own learners. The
 * filter (?filter=unassigned|mine) and page live in the URL. Each learner shows their mentor and coach and their
 * progress toward the two goals; talent admins assign the team from a dialog.
 */
import { useId, useState } from "react";
import { Badge, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminCareerLearnersDocument, type CareerLearnerCard_ServicesFragment } from "../../../../__generated__/graphql";
import { CAREER_PAGE_SIZE } from "@server/talent/modules/careers/rules/limits";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { EditModal } from "../../../../ui/EditModal";
import { Fact } from "../../../../ui/Fact";
import { PagedListBody } from "../../../../ui/PagedListBody";
import { usePagedSearchParams } from "../../../../ui/usePagedSearchParams";
import { formatDate, numberFormat } from "../../../../lib/format";
import { AssignTeamForm } from "./AssignTeamForm";

type Learner = CareerLearnerCard_ServicesFragment;
type Filter = "all" | "unassigned" | "mine";

function LearnerCard({ learner, onAssign }: { learner: Learner; onAssign: (() => void) | null }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const name = learner.learner.displayName;
  const hours = numberFormat(i18n.language, { maximumFractionDigits: 1 }).format(learner.preparation.hours);
  const waiting = learner.mentor == null || learner.coach == null;
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId}>
            {name}
          </Title>
          {waiting && (
            <Badge color="orange" variant="light" c="var(--tf-text-strong)" tt="none">
              {t("careers.admin.learners.waitingForTeam")}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {t("careers.admin.learners.joined", { date: formatDate(learner.joinedAt, i18n.language) })}
        </Text>
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label={t("careers.team.mentor")} value={learner.mentor?.displayName ?? t("careers.admin.learners.notAssigned")} />
          <Fact label={t("careers.team.coach")} value={learner.coach?.displayName ?? t("careers.admin.learners.notAssigned")} />
          <Fact
            label={t("careers.progress.projects")}
            value={t("careers.progress.projectsCount", { count: learner.approvedProjects, target: learner.projectTarget })}
          />
          <Fact
            label={t("careers.progress.preparation")}
            value={t("careers.progress.hours", { hours, target: learner.preparation.targetHours })}
          />
        </SimpleGrid>
        {onAssign && (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: "flex-start" }}
            onClick={onAssign}
            aria-label={t("careers.admin.learners.assignFor", { name })}
          >
            {t("careers.admin.learners.assign")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function CareerLearners({ isTalentAdmin }: { isTalentAdmin: boolean }) {
  const { t } = useTranslation();
  const filterLabelId = useId();
  const { page, setPage, params } = usePagedSearchParams();
  const [, setParams] = useSearchParams();
  // Instructors only ever see their own learners: "assigned to me" would be the same list as "all".
  const filters: readonly Filter[] = isTalentAdmin ? ["all", "unassigned", "mine"] : ["all", "unassigned"];
  const filter = filters.find((f) => f === params.get("filter")) ?? "all";
  const query = useQuery(AdminCareerLearnersDocument, {
    variables: { unassigned: filter === "unassigned", assignedToMe: filter === "mine", page, pageSize: CAREER_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [assigning, setAssigning] = useState<{ id: string; learner: Learner } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const setFilter = (next: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (next === "all") p.delete("filter");
      else p.set("filter", next);
      p.delete("page");
      return p;
    });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={filterLabelId}>
          {t("careers.admin.learners.filterLabel")}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabelId}
          value={filter}
          onChange={setFilter}
          data={filters.map((f) => ({ value: f, label: t(`careers.admin.learners.filter.${f}`) }))}
          style={{ alignSelf: "flex-start", maxWidth: "100%" }}
        />
      </Stack>
      <ActionFeedback done={done} error={null} />
      <PagedListBody
        messages={`careers.admin.learners.${filter}`}
        result={(query.data ?? query.previousData)?.careerServicesLearners}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search=""
        setPage={setPage}
        setSearch={() => {}}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("careers.admin.learners.listLabel")}>
            {items.map((l) => (
              <LearnerCard
                key={l.learner.id}
                learner={l}
                onAssign={
                  isTalentAdmin
                    ? () => {
                        setDone(null);
                        setAssigning({ id: l.learner.id, learner: l });
                      }
                    : null
                }
              />
            ))}
          </Stack>
        )}
      </PagedListBody>
      <EditModal
        item={assigning}
        title={(a) => t("careers.admin.assign.title", { name: a.learner.learner.displayName })}
        closeLabel={t("careers.form.close")}
        onClose={() => setAssigning(null)}
      >
        {(a) => (
          <AssignTeamForm
            services={a.learner}
            onSaved={() => setDone(t("careers.admin.assign.saved", { name: a.learner.learner.displayName }))}
            onClose={() => setAssigning(null)}
          />
        )}
      </EditModal>
    </Stack>
  );
}
