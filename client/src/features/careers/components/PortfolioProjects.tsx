/**
 * The learner's portfolio projects on /careers, newest first: each with its status, links, skills and latest
 * feedback, and (until approved) Edit and resubmit; Add a project opens the form. Approved projects count toward the
 * goal (SPEC §1: at least 10).
 */
import { useId, useState } from "react";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PortfolioProjectCard_ProjectFragment } from "../../../__generated__/graphql";
import { projectEditable } from "@server/talent/modules/careers/rules/portfolio";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { EditModal } from "../../../ui/EditModal";
import { formatDate } from "../../../lib/format";
import { LatestFeedback, ProjectDetails } from "./ProjectDetails";
import { ProjectForm } from "./ProjectForm";
import { STATUS_COLOR, useCareerWords } from "./labels";

type Project = PortfolioProjectCard_ProjectFragment;
const HEADING_ID = "portfolio-projects-heading";

function PortfolioProjectCard({ project, onEdit }: { project: Project; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const { statusName } = useCareerWords();
  const headingId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={headingId} style={{ overflowWrap: "anywhere" }}>
            {project.title}
          </Title>
          <Badge color={STATUS_COLOR[project.status]} variant="light" c="var(--tf-text-strong)" tt="none">
            {statusName(project.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {t("careers.projects.submitted", { date: formatDate(project.submittedAt, i18n.language) })}
        </Text>
        <ProjectDetails project={project} />
        <LatestFeedback feedback={project.feedback} reviewer={project.reviewer} at={project.reviewedAt} />
        {projectEditable(project.status) && (
          <Button
            size="xs"
            variant="light"
            style={{ alignSelf: "flex-start" }}
            onClick={onEdit}
            aria-label={t("careers.projects.editOne", { title: project.title })}
          >
            {t("careers.projects.edit")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function PortfolioProjects({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Project | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Title order={2} size="h3" id={HEADING_ID}>
            {t("careers.projects.title")}
          </Title>
          <Text size="sm">{t("careers.projects.intro")}</Text>
        </Stack>
        <Button
          onClick={() => {
            setDone(null);
            setAdding(true);
          }}
        >
          {t("careers.projects.add")}
        </Button>
      </Group>
      <ActionFeedback done={done} error={null} />
      {projects.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text>{t("careers.projects.empty")}</Text>
        </Paper>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("careers.projects.listLabel")}>
          {projects.map((p) => (
            <PortfolioProjectCard
              key={p.id}
              project={p}
              onEdit={() => {
                setDone(null);
                setEditing(p);
              }}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title={t("careers.projects.form.addTitle")}
        size="lg"
        centered
        closeButtonProps={{ "aria-label": t("careers.form.close") }}
      >
        {adding && (
          <ProjectForm onSaved={(p) => setDone(t("careers.projects.submittedNote", { title: p.title }))} onClose={() => setAdding(false)} />
        )}
      </Modal>
      <EditModal
        item={editing}
        title={(p) => t("careers.projects.form.editTitle", { title: p.title })}
        closeLabel={t("careers.form.close")}
        onClose={() => setEditing(null)}
      >
        {(p) => (
          <ProjectForm
            project={p}
            onSaved={(saved) => setDone(t("careers.projects.resubmittedNote", { title: saved.title }))}
            onClose={() => setEditing(null)}
          />
        )}
      </EditModal>
    </Stack>
  );
}
