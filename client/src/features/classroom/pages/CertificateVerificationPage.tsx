/**
 * /certificates/:idSlug (public, no login): verifies a certificate by its code — "Certificate verified" (or
 * "Certificate revoked" with the reason, or "Certificate not found"), with the holder's name, the certificate title,
 * the course, the dates and the code.
 */
import { Alert, Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { CertificateVerificationDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { formatDate } from "../../../lib/format";
import { personName } from "../../../lib/personName";

export default function CertificateVerificationPage() {
  const { idSlug = "" } = useParams();
  const { t, i18n } = useTranslation();
  // Default error policy on purpose: a verification without the holder's name (talent unavailable) shows the load error.
  const query = useQuery(CertificateVerificationDocument, { variables: { idSlug } });
  const date = (d: string) => formatDate(d, i18n.language);

  if (query.loading && !query.data) return <ListLoading label={t("classroom.verify.loading")} />;
  if (query.error && !query.data) return <ListError message={t("classroom.verify.error")} onRetry={() => void query.refetch()} />;
  const c = query.data?.certificate;
  if (!c) {
    return (
      <Stack gap="md" maw={760} mx="auto">
        <PageTitle title={t("classroom.verify.notFound")} />
        <Title order={1}>{t("classroom.verify.notFound")}</Title>
        <Text>{t("classroom.verify.notFoundBody", { code: idSlug.split("-")[0] })}</Text>
      </Stack>
    );
  }
  const heading = c.revokedAt ? t("classroom.verify.revoked") : t("classroom.verify.verified");
  const code = c.idSlug.split("-")[0]!;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <PageTitle title={heading} />
      <Title order={1}>{heading}</Title>
      {c.revokedAt ? (
        <Alert color="red" role="status">
          {t("classroom.verify.revokedBody", { date: date(c.revokedAt) })}
          {c.revokedReason && ` ${t("classroom.certificates.reason", { reason: c.revokedReason })}`}
        </Alert>
      ) : (
        <Alert color="green" variant="light" role="status">
          {t("classroom.verify.verifiedBody", { name: personName(c.holder, t), title: c.title })}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={200}>{t("classroom.verify.holder")}</Table.Th>
              <Table.Td>{personName(c.holder, t)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("classroom.verify.certificate")}</Table.Th>
              <Table.Td>{c.title}</Table.Td>
            </Table.Tr>
            {c.course && (
              <Table.Tr>
                <Table.Th>{t("classroom.verify.course")}</Table.Th>
                <Table.Td>
                  <Anchor component={Link} to={`/courses/${c.course.id}`} size="sm">
                    {c.course.title}
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            )}
            {c.badge && (
              <Table.Tr>
                <Table.Th>{t("classroom.verify.badge")}</Table.Th>
                <Table.Td>{c.badge.title}</Table.Td>
              </Table.Tr>
            )}
            <Table.Tr>
              <Table.Th>{t("classroom.verify.started")}</Table.Th>
              <Table.Td>{date(c.dateStarted)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("classroom.verify.issued")}</Table.Th>
              <Table.Td>{date(c.dateIssued)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t("classroom.verify.code")}</Table.Th>
              <Table.Td>
                <code>{code}</code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
