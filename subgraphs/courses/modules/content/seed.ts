/** Seeds the content module (upserts by natural id, at every start): people, testimonials, partners, FAQs, statistics, value cards. */
import { faqs, partnerOrganisations, people, stats, testimonials, valueCards } from "../../../../drizzle/schema/courses.js";
import type { Tx } from "../../../shared/db.js";
import { sanitizePlainText, sanitizeSimpleHtml } from "../../../shared/sanitize.js";
import { upsertAll } from "../../../shared/seed.js";
import { FAQS, PARTNER_ORGANISATIONS, PEOPLE, STATS, TESTIMONIALS, VALUE_CARDS } from "./seed-data.js";

export async function seedContent(tx: Tx): Promise<void> {
  await upsertAll(
    tx,
    people,
    PEOPLE.map((p) => ({ ...p, description: sanitizeSimpleHtml(p.description ?? "") })),
    people.id,
  );
  await upsertAll(
    tx,
    testimonials,
    TESTIMONIALS.map((t) => ({ ...t, comment: sanitizePlainText(t.comment) })),
    testimonials.id,
  );
  await upsertAll(tx, partnerOrganisations, PARTNER_ORGANISATIONS, partnerOrganisations.id);
  await upsertAll(
    tx,
    faqs,
    FAQS.map((f) => ({
      ...f,
      answer: sanitizeSimpleHtml(f.answer),
      translations: Object.fromEntries(
        Object.entries(f.translations ?? {}).map(([lng, t]) => [
          lng,
          { ...t, ...(t?.answer !== undefined && { answer: sanitizeSimpleHtml(t.answer) }) },
        ]),
      ),
    })),
    [faqs.type, faqs.position],
  );
  await upsertAll(tx, stats, STATS, stats.slug);
  await upsertAll(tx, valueCards, VALUE_CARDS, valueCards.id);
}
