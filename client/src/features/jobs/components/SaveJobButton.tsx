/**
 * Save / Saved toggle for a job (aria-pressed), for logged-in people; visitors (`viewerSaved` null) see nothing.
 * The mutations return the Job, so Apollo's normalized cache updates `Job.viewerSaved` everywhere it is shown; what
 * happens to the cached saved-jobs lists is the mutation hooks' (mutations/useSaveJob, useUnsaveJob).
 */
import { useState } from "react";
import { Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SaveJobButton_JobFragment } from "../../../__generated__/graphql";
import { useSaveJob } from "../mutations/useSaveJob";
import { useUnsaveJob } from "../mutations/useUnsaveJob";
import { readServerError } from "../../../lib/graphqlErrors";
import { BookmarkIcon } from "../../../ui/icons";
import { InlineActionError } from "../../../ui/ActionFeedback";

export function SaveJobButton({ job, size = "sm" }: { job: SaveJobButton_JobFragment; size?: "xs" | "sm" | "md" }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [save, saveState] = useSaveJob();
  const [unsave, unsaveState] = useUnsaveJob();
  if (job.viewerSaved == null) return null;
  const saved = job.viewerSaved;
  const busy = saveState.loading || unsaveState.loading;

  const toggle = async () => {
    setError(null);
    try {
      if (saved) await unsave({ variables: { jobId: job.id } });
      else await save({ variables: { jobId: job.id } });
    } catch (e) {
      setError(readServerError(e).message || t("jobApplications.save.error"));
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button
        size={size}
        variant={saved ? "light" : "default"}
        aria-pressed={saved}
        aria-label={t(saved ? "jobApplications.save.savedNamed" : "jobApplications.save.saveNamed", { title: job.title })}
        loading={busy}
        onClick={() => void toggle()}
        leftSection={<BookmarkIcon filled={saved} />}
      >
        {saved ? t("jobApplications.save.saved") : t("jobApplications.save.save")}
      </Button>
      <InlineActionError error={error} />
    </Stack>
  );
}
