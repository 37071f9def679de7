import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { server } from "../../../mocks/node";
import { demoAccount } from "../../../mocks/fixtures";
import { findAccountByEmail } from "../../../mocks/session";
import { profileOf } from "../../talent/mocks";
import { currentParams, location, renderApp } from "../../../test/renderApp";

const mei = demoAccount("student");

async function fillSignup(user: ReturnType<typeof renderApp>["user"], email: string) {
  await user.type(await screen.findByLabelText(/First name/), "Ka Yan");
  await user.type(screen.getByLabelText(/Last name/), "Wong");
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), "correct horse battery");
}

describe("sign-up", () => {
  it("starts with the role choice and carries it to the form", async () => {
    const { user } = renderApp("/signup/select-role?next=%2Fjobs");
    await user.click(await screen.findByRole("link", { name: "Event exhibitor" }));
    expect(location.current.pathname).toBe("/signup");
    expect(currentParams()).toEqual({ next: "/jobs", purpose: "recruit", role: "EVENT_EXHIBITOR" });
    expect(((await screen.findByRole("radio", { name: "Event exhibitor" })) as HTMLInputElement).checked).toBe(true);
  });

  it("sends /signup without a purpose to the role choice", async () => {
    renderApp("/signup?next=%2Fjobs");
    expect(await screen.findByRole("heading", { level: 1, name: "Join TalentForge" })).toBeTruthy();
    expect(location.current.pathname).toBe("/signup/select-role");
    expect(currentParams()).toEqual({ next: "/jobs" });
  });

  it("shows the server's field error next to the email field for a duplicate email", async () => {
    const { user } = renderApp("/signup?purpose=learn");
    await fillSignup(user, mei.email);
    await user.click(screen.getByRole("button", { name: "Create account" }));

    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = email.getAttribute("aria-describedby")!.split(" ");
    const messages = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(messages).toContain("An account with this email already exists.");
    expect(within(screen.getByRole("alert")).getByText("An account with this email already exists.")).toBeTruthy();
    expect(location.current.pathname).toBe("/signup");
  });

  it("shows client-side errors before calling the server", async () => {
    const { user } = renderApp("/signup?purpose=learn");
    await user.type(await screen.findByLabelText(/^Password/), "short");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Password must be 8 to 128 characters.")).toBeTruthy();
    expect(screen.getAllByText("This field is required.")).toHaveLength(3);
  });

  it("creates the account, logs in and follows a same-origin ?next=", async () => {
    const { user } = renderApp("/signup?purpose=learn&next=%2Fjobs%3Fpage%3D2");
    await fillSignup(user, "kayan.wong@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    await waitFor(() => expect(location.current.pathname).toBe("/jobs"));
    expect(currentParams()).toEqual({ page: "2" });
    expect(await screen.findByText("Ka Yan Wong")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("saves the interface language the account signed up in", async () => {
    const { user } = renderApp("/signup?purpose=learn");
    await fillSignup(user, "kayan.wong@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));

    expect(await screen.findByRole("button", { name: "Log out" })).toBeTruthy();
    const account = findAccountByEmail("kayan.wong@example.com")!;
    await waitFor(() => expect(profileOf(account.id).uiLanguage).toBe("en"));
  });

  it("ignores an off-site ?next= and goes to the default page", async () => {
    const { user } = renderApp("/signup?purpose=learn&next=%2F%2Fevil.example%2F");
    await fillSignup(user, "kayan.wong@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(location.current.pathname).toBe("/courses"));
  });

  it("sends the recruit role for recruiters", async () => {
    let sent: unknown;
    server.use(
      http.post("*/auth/signup", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ viewer: { id: "x", email: "r@example.com", roles: ["COMPANY_REPRESENTATIVE"] } }, { status: 201 });
      }),
    );
    const { user } = renderApp("/signup?purpose=recruit&role=COMPANY_REPRESENTATIVE");
    await fillSignup(user, "r@example.com");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(sent).toMatchObject({ purpose: "recruit", recruitRole: "COMPANY_REPRESENTATIVE", email: "r@example.com" }));
  });
});

describe("log-in", () => {
  it("shows an error message for wrong credentials", async () => {
    const { user } = renderApp("/login");
    await user.type(await screen.findByLabelText(/Email/), mei.email);
    await user.type(screen.getByLabelText(/^Password/), "not-the-password");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Incorrect email or password.")).toBeTruthy();
    expect(location.current.pathname).toBe("/login");
  });

  it("explains throttling", async () => {
    server.use(
      http.post("*/auth/login", () =>
        HttpResponse.json({ error: { code: "RATE_LIMITED", message: "Too many attempts" } }, { status: 429 }),
      ),
    );
    const { user } = renderApp("/login");
    await user.type(await screen.findByLabelText(/Email/), mei.email);
    await user.type(screen.getByLabelText(/^Password/), "whatever1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Too many attempts. Please wait a minute and try again.")).toBeTruthy();
  });

  it("says how long to wait when the server says (Retry-After), and that the service is briefly down", async () => {
    server.use(
      http.post("*/auth/login", () =>
        HttpResponse.json(
          { error: { code: "RATE_LIMITED", message: "Too many attempts" } },
          { status: 429, headers: { "Retry-After": "1790" } },
        ),
      ),
    );
    const { user } = renderApp("/login");
    await user.type(await screen.findByLabelText(/Email/), mei.email);
    await user.type(screen.getByLabelText(/^Password/), "whatever1");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Too many attempts. Please try again in 30 minutes.")).toBeTruthy();

    server.use(
      http.post("*/auth/login", () =>
        HttpResponse.json(
          { error: { code: "SERVICE_UNAVAILABLE", message: "The database service is unavailable", retryable: true } },
          { status: 503 },
        ),
      ),
    );
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("The service is briefly unavailable. Please try again in a moment.")).toBeTruthy();
  });

  it("logs in, shows the viewer, and logs out again", async () => {
    const { user } = renderApp("/login?next=%2Fcourses");
    const header = screen.getByRole("banner");
    await user.type(await screen.findByLabelText(/Email/), mei.email);
    await user.type(screen.getByLabelText(/^Password/), mei.password);
    await user.click(within(screen.getByRole("main")).getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(location.current.pathname).toBe("/courses"));
    expect(await within(header).findByText("Mei Ling Tan")).toBeTruthy();

    await user.click(within(header).getByRole("button", { name: "Log out" }));
    await waitFor(() => expect(location.current.pathname).toBe("/"));
    expect(await within(header).findByRole("link", { name: "Log in" })).toBeTruthy();
    expect(within(header).queryByText("Mei Ling Tan")).toBeNull();
  });
});

describe("log-in without ?next= lands on the person's home (the server's homePath)", () => {
  for (const [name, home] of [
    ["student", "/dashboard"],
    ["talent-admin", "/dashboard/admin"],
    ["job-admin", "/dashboard/admin"],
    ["exhibitor", "/events"],
  ] as const) {
    it(`${name} → ${home}`, async () => {
      const account = demoAccount(name);
      const { user } = renderApp("/login");
      await user.type(await screen.findByLabelText(/Email/), account.email);
      await user.type(screen.getByLabelText(/^Password/), account.password);
      await user.click(within(screen.getByRole("main")).getByRole("button", { name: "Log in" }));
      await waitFor(() => expect(location.current.pathname).toBe(home));
    });
  }

  it("an off-site ?next= falls back to the home too", async () => {
    const { user } = renderApp("/login?next=https%3A%2F%2Fevil.example%2F");
    const talentAdmin = demoAccount("talent-admin");
    await user.type(await screen.findByLabelText(/Email/), talentAdmin.email);
    await user.type(screen.getByLabelText(/^Password/), talentAdmin.password);
    await user.click(within(screen.getByRole("main")).getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(location.current.pathname).toBe("/dashboard/admin"));
  });
});
