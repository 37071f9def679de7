/**
 * /jobs/admin/jobs/new and /jobs/admin/jobs/:id/edit (JOB_ADMIN and approved company representatives): the job form —
 * title, career role (talent's `careerRoles`), location, remote, employment type (`jobFormOptions.types`) and the
 * description (plain text, blank lines between paragraphs). A JOB_ADMIN also picks the employer when posting (it cannot
 * change afterwards), whether the job is featured and its campaigns (`allCampaigns`, inactive ones included); a
 * representative always posts for their own employer and sends none of those. Limits mirror JobInput; the server is
 * the reference and its per-field messages land next to the fields. Saving goes back to /jobs/admin/all with a note.
 * Everybody else sees the not-allowed state; a representative opening another employer's job is told it is not theirs.
 */
import { useState } from "react";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type jobWords from "../i18n/en.json";
import type { TFunction } from "i18next";
import { JOB_LIMITS } from "@server/jobs/modules/postings/rules/postings";
import {
  JobFormAdminOptionsDocument,
  JobFormJobDocument,
  JobFormOptionsDocument,
  type JobForm_JobFragment,
  type JobInput,
} from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { JobsSubNav } from "../components/JobsSubNav";
import { useJobsBackOffice, type JobsBackOffice } from "../components/admin/useJobsBackOffice";
import { readServerError } from "../../../lib/graphqlErrors";
import { useOptionLabel } from "../../../lib/optionLabels";
import { useCreateJob } from "../mutations/useCreateJob";
import { useUpdateJob } from "../mutations/useUpdateJob";
import type { AdminJobsLocationState } from "./AdminJobsPage";
import { useContentLanguage } from "../../../lib/contentLanguage";

const LIST_PATH = "/jobs/admin/all?page=1";
/** JobInput limits (schema/jobs.graphql). */
const LIMITS = JOB_LIMITS;

interface JobValues {
  title: string;
  roleId: string;
  location: string;
  remote: boolean;
  type: string;
  description: string;
  employerId: string;
  featured: boolean;
  campaignIds: string[];
}

function valuesOf(job: JobForm_JobFragment | null): JobValues {
  return {
    title: job?.title ?? "",
    roleId: job?.careerRole?.id ?? "",
    location: job?.location ?? "",
    remote: job?.remote ?? false,
    type: job?.type ?? "",
    description: job?.description ?? "",
    employerId: job?.employer.id ?? "",
    featured: job?.featured ?? false,
    campaignIds: job?.campaigns.map((c) => c.id) ?? [],
  };
}

/** Client-side checks with the server's limits, keyed like JobInput (so server messages land on the same fields). */
function validateJob(v: JobValues, t: TFunction, needsEmployer: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (key: keyof typeof LIMITS, value: string) => {
    const [min, max] = LIMITS[key];
    const n = value.trim().length;
    if (n === 0) errors[key] = t("validation.required");
    else if (n < min || n > max) errors[key] = t("jobPostings.form.between", { min, max });
  };
  text("title", v.title);
  if (!v.roleId) errors.roleId = t("jobPostings.form.chooseRole");
  text("location", v.location);
  if (!v.type) errors.type = t("jobPostings.form.chooseType");
  text("description", v.description);
  if (needsEmployer && !v.employerId) errors.employerId = t("jobPostings.form.chooseEmployer");
  return errors;
}

function JobForm({ job, office }: { job: JobForm_JobFragment | null; office: JobsBackOffice }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const navigate = useNavigate();
  const admin = office.jobAdmin;
  const options = useQuery(JobFormOptionsDocument);
  const adminOptions = useQuery(JobFormAdminOptionsDocument, {
    variables: { language: useContentLanguage() },
    skip: !admin,
    fetchPolicy: "cache-and-network",
  });
  const [createJob, createState] = useCreateJob();
  const [updateJob, updateState] = useUpdateJob();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<JobValues>({ initialValues: valuesOf(job), validate: (v) => validateJob(v, t, admin && !job) });

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    const input: JobInput = {
      title: v.title.trim(),
      roleId: v.roleId,
      location: v.location.trim(),
      remote: v.remote,
      type: v.type,
      description: v.description.trim(),
      // JOB_ADMIN only: the employer (on create; it cannot change), featured and campaigns.
      ...(admin ? { featured: v.featured, campaignIds: v.campaignIds, ...(job ? {} : { employerId: v.employerId }) } : {}),
    };
    try {
      const saved = job
        ? (await updateJob({ variables: { id: job.id, input } })).data?.updateJob
        : (await createJob({ variables: { input } })).data?.createJob;
      const title = saved?.title ?? input.title;
      const state: AdminJobsLocationState = { notice: t(job ? "jobPostings.form.updated" : "jobPostings.form.created", { title }) };
      void navigate(LIST_PATH, { state });
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(
        code === "BAD_USER_INPUT"
          ? t("jobPostings.form.badInput")
          : code === "FORBIDDEN"
            ? t("jobPostings.form.forbidden")
            : code === "NOT_FOUND"
              ? t("jobPostings.form.notFound")
              : message || t("jobPostings.form.saveError"),
      );
    }
  });

  if (options.loading && !options.data) return <ListLoading label={t("jobPostings.form.loadingOptions")} />;
  if (options.error && !options.data)
    return <ListError message={t("jobPostings.form.optionsError")} onRetry={() => void options.refetch()} />;
  const roles = options.data?.careerRoles ?? [];
  const types = options.data?.jobFormOptions.types ?? [];
  const companies = adminOptions.data?.companies.items ?? [];
  const campaigns = adminOptions.data?.allCampaigns ?? [];
  const f = (key: keyof typeof jobWords.jobPostings.form) => t(`jobPostings.form.${key}`);

  return (
    <Paper withBorder radius="md" p="lg" maw={820}>
      <form onSubmit={submit} noValidate aria-label={job ? t("jobPostings.form.editLabel", { title: job.title }) : f("newLabel")}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {admin ? (
            job ? (
              <Text size="sm">{t("jobPostings.form.employerFixed", { employer: job.employer.title })}</Text>
            ) : (
              <NativeSelect
                label={f("employer")}
                required
                data={[{ value: "", label: f("chooseEmployerOption") }, ...companies.map((c) => ({ value: c.id, label: c.title }))]}
                {...form.getInputProps("employerId")}
              />
            )
          ) : (
            <Text size="sm">{t("jobPostings.form.postingFor", { employer: job?.employer.title ?? office.employer?.title ?? "" })}</Text>
          )}
          <TextInput label={f("title")} required maxLength={LIMITS.title[1]} {...form.getInputProps("title")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={f("role")}
              description={f("roleHint")}
              required
              data={[{ value: "", label: f("chooseRoleOption") }, ...roles.map((r) => ({ value: r.id, label: label("careerRole", r.id) }))]}
              {...form.getInputProps("roleId")}
            />
            <NativeSelect
              label={f("type")}
              required
              data={[{ value: "", label: f("chooseTypeOption") }, ...types.map((type) => ({ value: type, label: label("jobType", type) }))]}
              {...form.getInputProps("type")}
            />
          </SimpleGrid>
          <TextInput
            label={f("location")}
            description={f("locationHint")}
            required
            maxLength={LIMITS.location[1]}
            {...form.getInputProps("location")}
          />
          <Switch label={f("remote")} {...form.getInputProps("remote", { type: "checkbox" })} />
          <Textarea
            label={f("description")}
            description={f("descriptionHint")}
            required
            autosize
            minRows={8}
            maxRows={24}
            maxLength={LIMITS.description[1]}
            {...form.getInputProps("description")}
          />
          {admin && (
            <>
              <Switch label={f("featured")} description={f("featuredHint")} {...form.getInputProps("featured", { type: "checkbox" })} />
              <Checkbox.Group label={f("campaigns")} description={f("campaignsHint")} {...form.getInputProps("campaignIds")}>
                <Stack gap="xs" mt="xs">
                  {campaigns.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {f("noCampaigns")}
                    </Text>
                  )}
                  {campaigns.map((c) => (
                    <Checkbox
                      key={c.id}
                      value={c.id}
                      label={[c.title, c.exclusive ? f("exclusive") : null, c.active ? null : f("inactive")].filter(Boolean).join(" · ")}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            </>
          )}
          <Group>
            <Button type="submit" loading={createState.loading || updateState.loading}>
              {job ? f("save") : f("post")}
            </Button>
            <Button component={Link} to={LIST_PATH} variant="default">
              {f("cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function EditJob({ id, office }: { id: string; office: JobsBackOffice }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(JobFormJobDocument, { variables: { id }, fetchPolicy: "network-only" });
  if (loading && !data) return <ListLoading label={t("jobPostings.form.loading")} />;
  if (error && !data) return <ListError message={t("jobPostings.form.loadError")} onRetry={() => void refetch()} />;
  const job = data?.job;
  const notYours = job != null && !office.jobAdmin && job.employer.id !== office.employer?.id;
  if (!job || notYours)
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        title={t(job ? "jobPostings.form.notYoursTitle" : "jobPostings.form.notFoundTitle")}
      >
        <Text size="sm">{t(job ? "jobPostings.form.notYours" : "jobPostings.form.notFound")}</Text>
      </Alert>
    );
  return <JobForm key={job.id} job={job} office={office} />;
}

export default function JobFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const office = useJobsBackOffice();
  return (
    <AdminPage
      allowed={office.deciding ? null : office.allowed}
      subNav={<JobsSubNav />}
      title={id ? t("jobPostings.form.editTitle") : t("jobPostings.form.newTitle")}
      notAllowedTitle={t("jobPostings.notAllowedTitle")}
      notAllowedBody={t("jobPostings.notAllowedBody")}
    >
      <Anchor component={Link} to={LIST_PATH} w="fit-content">
        {t("jobPostings.backToList")}
      </Anchor>
      {id ? <EditJob id={id} office={office} /> : <JobForm job={null} office={office} />}
    </AdminPage>
  );
}
