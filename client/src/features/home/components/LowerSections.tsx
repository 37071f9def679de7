/**
 * The landing page's sections furthest down: the team (tabs by group), funders and partners, and the FAQs (accordions).
 * Their own chunk, which the page asks for once it has first shown: the tabs and accordions are not on a phone's first
 * screen, so they stay out of what it must download before it can show anything.
 */
import type { LandingPageSectionsQuery } from "../../../__generated__/graphql";
import { TeamProfiles } from "./TeamProfiles";
import { PartnerOrganisations } from "./PartnerOrganisations";
import { FaqGroups } from "./FaqGroups";

export default function LowerSections({ sections }: { sections: LandingPageSectionsQuery }) {
  return (
    <>
      <TeamProfiles people={sections.teamProfiles} />
      <PartnerOrganisations organisations={sections.partnerOrganisations} />
      <FaqGroups
        groups={[
          { type: "instructor", faqs: sections.instructorFaqs },
          { type: "course_M1", faqs: sections.m1Faqs },
          { type: "course_fc", faqs: sections.foundationFaqs },
          { type: "course_ca_admissions", faqs: sections.associateFaqs },
        ]}
      />
    </>
  );
}
