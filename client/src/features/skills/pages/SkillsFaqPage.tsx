/**
 * /skills/faq (visitors too): the Skills FAQ in its three groups (SPEC §2). Group headings are translated by group id;
 * the questions and answers are the server's English content, like course content. Each question opens as an
 * accordion item whose answer is the server's sanitized simple HTML, rendered as the course page renders FAQ answers.
 * The skills sub-navigation shows only to logged-in people, since its pages need a login.
 */
import { Accordion, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { SkillsFaqPageDocument } from "../../../__generated__/graphql";
import { QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SkillsSubNav } from "../components/SkillsSubNav";

export default function SkillsFaqPage() {
  const { t } = useTranslation();
  const query = useQuery(SkillsFaqPageDocument);
  const groups = query.data?.skillsFaq ?? [];
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PageTitle title={t("skills.faq.title")} />
      {query.data?.viewer && <SkillsSubNav />}
      <div>
        <Title order={1}>{t("skills.faq.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("skills.faq.intro")}
        </Text>
      </div>
      <QueryListBody
        query={query}
        isEmpty={groups.length === 0}
        messages={{ loading: t("skills.faq.loading"), error: t("skills.faq.error"), empty: t("skills.faq.empty") }}
      >
        {groups.map((group) => (
          <Stack key={group.id} gap="sm" component="section" aria-labelledby={`faq-${group.id}`}>
            <Title order={2} size="h3" id={`faq-${group.id}`}>
              {t(`skills.faq.group.${group.id}`)}
            </Title>
            <Accordion variant="separated" order={3}>
              {group.entries.map((entry) => (
                <Accordion.Item key={entry.id} value={entry.id}>
                  <Accordion.Control>{entry.question}</Accordion.Control>
                  <Accordion.Panel>
                    {/* Server-sanitized simple HTML (SkillsFaqEntry.answer). */}
                    <div className="rich-text" dangerouslySetInnerHTML={{ __html: entry.answer }} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Stack>
        ))}
      </QueryListBody>
    </Stack>
  );
}
