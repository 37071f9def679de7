/** A list of FAQs as an accordion; the answers are server-sanitized simple HTML, rendered as the course pages do. */
import { Accordion } from "@mantine/core";
import type { FaqList_FaqFragment } from "../../../__generated__/graphql";

export function FaqList({ faqs }: { faqs: readonly FaqList_FaqFragment[] }) {
  return (
    <Accordion variant="separated">
      {faqs.map((f, i) => (
        <Accordion.Item key={`${f.type}-${i}`} value={`${f.type}-${i}`}>
          <Accordion.Control>{f.question}</Accordion.Control>
          <Accordion.Panel>
            {/* Server-sanitized simple HTML (Faq.answer). */}
            <div className="rich-text" dangerouslySetInnerHTML={{ __html: f.answer }} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
