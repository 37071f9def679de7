/** Theme defaults that keep text readable (WCAG AA): links inside alerts take the alert's darker text colour. */
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { Alert, Anchor } from "@mantine/core";
import { createApolloClient } from "./apollo";
import { AppProviders } from "./AppProviders";

describe("theme", () => {
  it("colours links inside an info alert with the alert's text colour, not the primary link colour", () => {
    render(
      <AppProviders client={createApolloClient()} env="test">
        <Alert variant="light" color="blue" title="Only announcements">
          <Anchor href="/forum/history/posts">Your posts</Anchor>
        </Alert>
      </AppProviders>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.style.getPropertyValue("--mantine-color-anchor")).toBe("var(--alert-color)");
    // The light variant's text colour is the palette's shade 9 (see cssVariablesResolver), above 4.5:1 on its tint.
    expect(alert.style.getPropertyValue("--alert-color")).toBe("var(--mantine-color-blue-light-color)");
    expect(screen.getByRole("link", { name: "Your posts" }).closest('[role="alert"]')).toBe(alert);
  });
  it("leaves links in other alerts alone (a light yellow alert's own colour would fail contrast)", () => {
    render(
      <AppProviders client={createApolloClient()} env="test">
        <Alert variant="light" color="yellow" title="Before you apply">
          <Anchor href="/courses?category=m1">Browse M1 courses</Anchor>
        </Alert>
      </AppProviders>,
    );
    expect(screen.getByRole("alert").style.getPropertyValue("--mantine-color-anchor")).toBe("");
  });
});
