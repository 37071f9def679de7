/**
 * /signup/company (logged in; where a new company representative lands after signing up): "Tell us about your
 * company". Either join an employer already on TalentForge (a searchable list from `companies`, name and location) or
 * add a new one with the company form, plus the person's job title; `requestEmployerAccess` sends it for a JOB_ADMIN
 * to approve and the person goes to /employer. The server's per-field messages land next to their fields
 * (`company.title` on the company form's name…). Someone whose request is pending or approved sees it instead of the
 * form; people without the COMPANY_REPRESENTATIVE role see a not-allowed message (the server answers FORBIDDEN).
 */
import { useMemo, useState } from "react";
import { Alert, Anchor, Button, Group, Paper, Radio, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import {
  SignupCompanyPageDocument,
  SignupCompanySearchDocument,
  ViewerDocument,
  type SignupCompanyPageQuery,
} from "../../../__generated__/graphql";
import {
  CompanyFields,
  companyErrorMessage,
  companyInputOf,
  emptyCompany,
  validateCompany,
  type CompanyValues,
} from "../components/CompanyForm";
import { RequestedCompany } from "../components/RequestedCompany";
import { useRequestEmployerAccess } from "../mutations/useRequestEmployerAccess";
import { JobsSubNav } from "../../jobs";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { COMPANY_LIMITS } from "@server/jobs/modules/employers/rules/employers";
const POSITION_MAX = COMPANY_LIMITS.position[1];

interface RequestValues {
  mode: "join" | "new";
  employerId: string;
  position: string;
  company: CompanyValues;
}

type LiveRequest = NonNullable<SignupCompanyPageQuery["myEmployerRepresentation"]>;

function LiveRequestNotice({ request }: { request: LiveRequest }) {
  const { t, i18n } = useTranslation();
  const pending = request.status === "PENDING";
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="live-request-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="live-request-heading">
          {pending ? t("employer.signup.pendingTitle") : t("employer.signup.approvedTitle")}
        </Title>
        <Text size="sm">
          {pending
            ? t("employer.signup.pendingBody", { date: formatDate(request.requestedAt, i18n.language) })
            : t("employer.signup.approvedBody")}
        </Text>
        <RequestedCompany request={request} />
        <Button component={Link} to="/employer">
          {t("employer.toHome")}
        </Button>
      </Stack>
    </Paper>
  );
}

function CompanyRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [request, requestState] = useRequestEmployerAccess();
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const form = useForm<RequestValues>({
    initialValues: { mode: "join", employerId: "", position: "", company: emptyCompany() },
    validate: (v) => {
      const errors: Record<string, string> = {};
      const position = v.position.trim();
      if (!position) errors.position = t("validation.required");
      else if (position.length > POSITION_MAX) errors.position = t("validation.maxLength", { max: POSITION_MAX });
      if (v.mode === "join") {
        if (!v.employerId) errors.employerId = t("employer.signup.chooseCompany");
      } else Object.assign(errors, validateCompany(v.company, t, "company."));
      return errors;
    },
  });

  // The employers list: searched on the server (name or short name), 20 at a time; the chosen one stays listed.
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [known, setKnown] = useState(() => new Map<string, { title: string; location: string }>());
  const chosen = known.get(form.values.employerId);
  const needle = chosen && debounced === chosen.title ? "" : debounced;
  const companies = useQuery(SignupCompanySearchDocument, { variables: { search: needle || null }, skip: form.values.mode !== "join" });
  const listed = useMemo(() => {
    const map = new Map(form.values.employerId && chosen ? [[form.values.employerId, chosen]] : []);
    for (const c of companies.data?.companies.items ?? []) map.set(c.id, { title: c.title, location: c.location });
    return map;
  }, [companies.data, form.values.employerId, chosen]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setConflict(false);
    const position = values.position.trim();
    const input =
      values.mode === "join" ? { employerId: values.employerId, position } : { company: companyInputOf(values.company), position };
    try {
      await request({ variables: { input } });
      void navigate("/employer");
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      const errors: Record<string, string> = {};
      // "company": neither or both of joining and adding were sent; it belongs to the choice.
      for (const [path, msg] of Object.entries(fields)) errors[path === "company" ? "mode" : path] = msg;
      form.setErrors(errors);
      setConflict(code === "CONFLICT");
      setFormError(code === "CONFLICT" ? t("employer.signup.conflict") : companyErrorMessage(code, message, t));
    }
  });

  return (
    <Paper withBorder radius="md" p="xl" component="form" onSubmit={submit} noValidate aria-labelledby="company-signup-heading">
      <Stack gap="lg">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("employer.signup.failed")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{formError}</Text>
              {conflict && (
                <Anchor component={Link} to="/employer" size="sm">
                  {t("employer.toHome")}
                </Anchor>
              )}
            </Stack>
          </Alert>
        )}
        <Radio.Group label={t("employer.signup.choice")} withAsterisk {...form.getInputProps("mode")}>
          <Stack gap="xs" mt="xs">
            <Radio value="join" label={t("employer.signup.join")} />
            <Radio value="new" label={t("employer.signup.add")} />
          </Stack>
        </Radio.Group>
        {form.values.mode === "join" ? (
          <Select
            label={t("employer.signup.company")}
            description={t("employer.signup.companyHint")}
            placeholder={t("employer.signup.companyPlaceholder")}
            required
            searchable
            clearable
            searchValue={search}
            onSearchChange={setSearch}
            // The server searched already (names and short names); show what it found.
            filter={({ options }) => options}
            nothingFoundMessage={companies.loading ? t("employer.signup.searching") : t("employer.signup.noCompany")}
            data={[...listed].map(([value, c]) => ({ value, label: c.title }))}
            renderOption={({ option }) => (
              <div>
                <Text size="sm">{option.label}</Text>
                <Text size="xs" c="dimmed">
                  {listed.get(option.value)?.location}
                </Text>
              </div>
            )}
            value={form.values.employerId || null}
            onChange={(id) => {
              const c = id ? listed.get(id) : undefined;
              if (id && c) setKnown((prev) => new Map(prev).set(id, c));
              form.setFieldValue("employerId", id ?? "");
            }}
            error={form.errors.employerId}
          />
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t("employer.signup.addHint")}
            </Text>
            <CompanyFields form={form} prefix="company." values={form.values.company} />
          </Stack>
        )}
        <TextInput
          label={t("employer.signup.position")}
          description={t("employer.signup.positionHint")}
          required
          maxLength={POSITION_MAX}
          autoComplete="organization-title"
          {...form.getInputProps("position")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={requestState.loading}>
            {t("employer.signup.submit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function SignupCompany() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(SignupCompanyPageDocument, { fetchPolicy: "cache-and-network" });
  if (loading && !data) return <ListLoading label={t("employer.loading")} />;
  if (error && !data) return <ListError message={t("employer.error")} onRetry={() => void refetch()} />;
  const live = data?.myEmployerRepresentation;
  if (live && (live.status === "PENDING" || live.status === "APPROVED")) return <LiveRequestNotice request={live} />;
  return <CompanyRequestForm />;
}

export default function SignupCompanyPage() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const isRepresentative = viewer.data?.viewer?.roles.includes("COMPANY_REPRESENTATIVE") ?? false;
  return (
    <Stack gap="lg" maw={760} mx="auto" py="md">
      <PageTitle title={t("employer.signup.title")} />
      <JobsSubNav />
      <div>
        <Title order={1} id="company-signup-heading">
          {t("employer.signup.title")}
        </Title>
        <Text c="dimmed" mt={4}>
          {t("employer.signup.intro")}
        </Text>
      </div>
      {isRepresentative ? (
        <SignupCompany />
      ) : (
        <Alert color="red" variant="light" title={t("employer.notRepresentativeTitle")} role="alert">
          {t("employer.notRepresentativeBody")}
        </Alert>
      )}
    </Stack>
  );
}
