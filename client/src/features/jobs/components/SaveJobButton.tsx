/**
 * Save / Saved toggle for a job (aria-pressed), for logged-in people; visitors (`viewerSaved` null) see nothing.
 * The mutation returns the Job, so Apollo's normalized cache updates `Job.viewerSaved` everywhere it is shown. Saving
 * drops the cached `savedJobs` lists (they gain an item; the saved-jobs page re-reads them); unsaving keeps them so an
 * entry on the saved-jobs page stays, unpressed, and can be saved again (that page re-reads on every visit).
 */
import { useState } from "react";
import { Button, Stack } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SaveJobDocument, UnsaveJobDocument, type SaveJobButton_JobFragment } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { BookmarkIcon } from "../../../ui/icons";
import { InlineActionError } from "../../../ui/ActionFeedback";

export function SaveJobButton({ job, size = "sm" }: { job: SaveJobButton_JobFragment; size?: "xs" | "sm" | "md" }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [save, saveState] = useMutation(SaveJobDocument, {
    update: (cache) => {
      cache.evict({ id: "ROOT_QUERY", fieldName: "savedJobs" });
      cache.gc();
    },
  });
  const [unsave, unsaveState] = useMutation(UnsaveJobDocument);
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
