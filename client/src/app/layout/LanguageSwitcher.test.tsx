/** The header's language button fits a 390 px phone: the globe alone there, with the language in its accessible name. */
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { createApolloClient } from "../apollo";
import { AppProviders } from "../AppProviders";
import { LanguageSwitcher } from "./LanguageSwitcher";

describe("LanguageSwitcher", () => {
  it("is an icon button on a phone, named by its label and the current language, that never shrinks", async () => {
    const user = userEvent.setup();
    render(
      <AppProviders client={createApolloClient()} env="test">
        <MemoryRouter>
          <LanguageSwitcher />
        </MemoryRouter>
      </AppProviders>,
    );
    const button = screen.getByRole("button", { name: "Language: English" });
    expect(button.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    // The name shows from Mantine's xs breakpoint up only; no left section leaves a gap beside the globe below it.
    expect(within(button).getByText("English").className).toContain("mantine-visible-from-xs");
    expect(button.hasAttribute("data-with-left-section")).toBe(false);
    expect(button.style.flexShrink).toBe("0");

    await user.click(button);
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["English", "繁體中文", "简体中文"]);
  });
});
