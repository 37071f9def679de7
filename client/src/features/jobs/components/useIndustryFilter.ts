/**
 * The companies lists' industry filter: ?industry= as state (changing it goes back to page 1) and a select's options,
 * `anyLabel` (no filter) then the industries of the company form (`companyFormOptions`).
 */
import { useQuery } from "@apollo/client/react";
import { CompanyFormOptionsDocument } from "../../../__generated__/graphql";
import { useFilterParam } from "../../../ui/usePagedSearchParams";
import { useOptionData } from "../../../lib/optionLabels";

export function useIndustryFilter(anyLabel: string) {
  const [industry, setIndustry] = useFilterParam("industry");
  const options = useQuery(CompanyFormOptionsDocument);
  const optionData = useOptionData();
  const industryOptions = [{ value: "", label: anyLabel }, ...optionData("industry", options.data?.companyFormOptions.industries ?? [])];
  return { industry, setIndustry, industryOptions };
}
