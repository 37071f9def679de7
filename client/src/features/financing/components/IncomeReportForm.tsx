/**
 * Report income under an ISA: employed or not, the monthly salary (USD), and a supporting document (employer letter,
 * salary slip or tax return; PDF, PNG or JPEG up to 2 MiB, checked here before it is read as base64 with FileReader,
 * and checked again by the server). Sent with submitIncomeReport; BAD_USER_INPUT messages land on their fields.
 */
import { useState } from "react";
import { Alert, Button, FileInput, NumberInput, Paper, Radio, Select, Stack, Group, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { INCOME_DOCUMENT_NAME_MAX } from "@server/courses/modules/financing/rules/income-reports";
import type { IncomeDocumentKind } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { useSubmitIncomeReport } from "../mutations/useSubmitIncomeReport";

export const DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"];
export const MAX_DOCUMENT_BYTES = 2 * 1024 * 1024;
const KINDS: IncomeDocumentKind[] = ["EMPLOYER_LETTER", "SALARY_SLIP", "TAX_RETURN"];

/** The file's bytes as base64 (without the data: URL prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
    reader.onerror = () => reject(reader.error ?? new Error("read failed"));
    reader.readAsDataURL(file);
  });
}

export function IncomeReportForm({ orderId, headingId }: { orderId: string; headingId: string }) {
  const { t } = useTranslation();
  const [submit, { loading }] = useSubmitIncomeReport();
  const [employed, setEmployed] = useState<"yes" | "no">("yes");
  const [salary, setSalary] = useState<number | string>("");
  const [kind, setKind] = useState<IncomeDocumentKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const chooseFile = (f: File | null) => {
    setMessage(null);
    setErrors(({ dataBase64: _, contentType: __, ...rest }) => rest);
    if (f && !DOCUMENT_TYPES.includes(f.type)) {
      setFile(null);
      setErrors((e) => ({ ...e, dataBase64: t("isa.fileType") }));
    } else if (f && f.size > MAX_DOCUMENT_BYTES) {
      setFile(null);
      setErrors((e) => ({ ...e, dataBase64: t("isa.fileSize") }));
    } else setFile(f);
  };

  const send = async () => {
    setMessage(null);
    const isEmployed = employed === "yes";
    const monthlySalary = isEmployed ? (typeof salary === "number" ? salary : Number(salary)) : 0;
    const fields: Record<string, string> = {};
    if (isEmployed && !(monthlySalary > 0)) fields.monthlySalary = t("isa.salaryRequired");
    if (isEmployed && !kind) fields.documentKind = t("isa.kindRequired");
    if (isEmployed && !file) fields.dataBase64 = t("isa.fileRequired");
    setErrors(fields);
    if (Object.keys(fields).length) return;
    try {
      const dataBase64 = file ? await readBase64(file) : null;
      await submit({
        variables: {
          input: {
            orderId,
            employed: isEmployed,
            monthlySalary,
            ...(file
              ? {
                  documentKind: kind ?? "EMPLOYER_LETTER",
                  documentName: file.name.slice(0, INCOME_DOCUMENT_NAME_MAX),
                  contentType: file.type,
                  dataBase64,
                }
              : {}),
          },
        },
      });
      setMessage({ ok: true, text: t("isa.reportSent") });
      setSalary("");
      setKind(null);
      setFile(null);
    } catch (e) {
      const err = readServerError(e);
      if (err.code === "BAD_USER_INPUT" && Object.keys(err.fields).length) {
        setErrors({ ...err.fields, ...(err.fields.contentType && !err.fields.dataBase64 ? { dataBase64: err.fields.contentType } : {}) });
      } else setMessage({ ok: false, text: err.message || t("isa.reportError") });
    }
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={4} size="h6" id={headingId}>
          {t("isa.reportTitle")}
        </Title>
        <Radio.Group
          label={t("isa.employedLabel")}
          value={employed}
          onChange={(v) => setEmployed(v as "yes" | "no")}
          error={errors.employed}
        >
          <Group gap="md" mt={4}>
            <Radio value="yes" label={t("isa.employedYes")} />
            <Radio value="no" label={t("isa.employedNo")} />
          </Group>
        </Radio.Group>
        {employed === "yes" && (
          <NumberInput
            label={t("isa.salaryLabel")}
            value={salary}
            onChange={setSalary}
            min={0}
            decimalScale={2}
            required
            error={errors.monthlySalary}
          />
        )}
        <Select
          label={t("isa.kindLabel")}
          data={KINDS.map((k) => ({ value: k, label: t(`isa.documentKinds.${k}`) }))}
          value={kind}
          onChange={(v) => setKind(v as IncomeDocumentKind | null)}
          required={employed === "yes"}
          error={errors.documentKind}
        />
        <FileInput
          label={t("isa.fileLabel")}
          description={t("isa.fileHint")}
          placeholder={t("isa.filePlaceholder")}
          accept={DOCUMENT_TYPES.join(",")}
          value={file}
          onChange={chooseFile}
          clearable
          required={employed === "yes"}
          error={errors.dataBase64 ?? errors.documentName}
        />
        {message && (
          <Alert color={message.ok ? "green" : "red"} role={message.ok ? "status" : "alert"} variant="light">
            {message.text}
          </Alert>
        )}
        <Group>
          <Button onClick={() => void send()} loading={loading}>
            {t("isa.reportSubmit")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
