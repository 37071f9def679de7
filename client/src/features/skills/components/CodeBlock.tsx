/**
 * A question's code, verbatim: monospaced, whitespace kept, scrolling sideways inside itself on a narrow screen (so the
 * page never does). Focusable, so keyboard users can scroll it too.
 */
import { Code } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function CodeBlock({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Code
      block
      tabIndex={0}
      aria-label={t("skills.attempt.codeLabel")}
      style={{ whiteSpace: "pre", overflowX: "auto", maxWidth: "100%", fontSize: "var(--mantine-font-size-sm)" }}
    >
      {code}
    </Code>
  );
}
