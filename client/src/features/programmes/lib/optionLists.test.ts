import { describe, expect, it } from "vitest";
import { REGISTRATION_OPTION_LISTS } from "@server/shared/options";
import i18n from "../../../i18n";
import { optionLabel } from "../../../lib/optionLabels";
import { LABELS_BY_LIST, registrationLabelList } from "./optionLists";

describe("registration option lists' labels", () => {
  it("names a labels' list (or none) for every list the server serves", () => {
    expect(Object.keys(LABELS_BY_LIST).sort()).toEqual(REGISTRATION_OPTION_LISTS.map((l) => l.id).sort());
  });

  it("labels every listed value in Traditional Chinese, and no field's list as nothing", async () => {
    await i18n.changeLanguage("zh-Hant");
    for (const list of REGISTRATION_OPTION_LISTS) {
      const labels = registrationLabelList(list.id);
      if (!labels) continue;
      for (const value of list.options) expect(optionLabel(i18n.t, i18n, labels, value)).not.toBe(value);
    }
    expect(optionLabel(i18n.t, i18n, registrationLabelList("qualifications"), "Degree")).toBe("學士學位");
    expect(optionLabel(i18n.t, i18n, registrationLabelList("graduation-years"), "2015 or earlier")).toBe("2015 年或之前");
    expect(registrationLabelList(null)).toBeNull();
    expect(registrationLabelList("toString")).toBeNull();
  });
});
