/**
 * Save / Saved toggle for a job (aria-pressed), for logged-in people; visitors (`viewerSaved` null) see nothing.
 * The mutation returns the Job, so Apollo's normalized cache updates `Job.viewerSaved` everywhere it is shown. Saving
 * drops the cached `savedJobs` lists (they gain an item; the saved-jobs page re-reads them); unsaving keeps them so an
 * entry on the saved-jobs page stays, unpressed, and can be saved again (that page re-reads on every visit).
 */
import { useState } from "react";
import { Button, Stack, Text } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SaveJobDocument, UnsaveJobDocument, type SaveJobButton_JobFragment } from "../../__generated__/graphql";
import { readServerError } from "../../lib/graphqlErrors";

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
      {error && (
        <Text size="xs" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </svg>
  );
}
