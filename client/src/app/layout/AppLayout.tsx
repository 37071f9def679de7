/**
 * The application shell: header (brand, main navigation from the server, the forum notification bell for logged-in
 * people, language switcher, account actions), a burger-driven navigation drawer on small screens, and the routed
 * page in <main>.
 */
import { memo, Suspense, useState } from "react";
import { Outlet, Link, useLocation, useNavigate } from "react-router";
import { Box, Burger, Button, Center, Divider, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { ViewerDocument } from "../../__generated__/graphql";
import { useAuthActions } from "../../features/account";
import classes from "./AppLayout.module.css";
import { LazyNotificationBell } from "../../features/forum";
import { LogoMark } from "../../ui/icons";
import { ErrorBoundary } from "../../ui/ErrorBoundary";
import { PageError } from "../../ui/PageError";
import { retryFailedPages } from "../lazyPage";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { ColorSchemeToggle } from "./ColorSchemeToggle";
import { MainNav } from "./MainNav";
import { ViewerMenuButton, ViewerMenuLists } from "./ViewerMenus";
import { useApplyViewerLanguage } from "../../features/talent";

/**
 * The routed page, memoized: the header renders again when the viewer's answer arrives or the burger opens, and the
 * page under it need not (it still renders on every navigation, through the router's context). A page that fails to
 * render or download shows PageError in its place, so the header stays usable; navigating (`location`) or "Try again"
 * clears it, and a page whose download failed is asked for again.
 */
const RoutedPage = memo(function RoutedPage({ location }: { location: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary
      resetKey={location}
      onReset={retryFailedPages}
      fallback={({ error, reset }) => <PageError error={error} onRetry={reset} />}
    >
      <Suspense
        fallback={
          <Center py="xl" role="status" aria-live="polite">
            <Loader aria-label={t("app.loading")} />
          </Center>
        }
      >
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
});

export default function AppLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = useQuery(ViewerDocument);
  const viewer = data?.viewer ?? null;
  useApplyViewerLanguage(viewer);
  const navItems = viewer ? viewer.navigation : (data?.visitorNavigation ?? []);
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout();
      close();
      void navigate("/");
    } finally {
      setLoggingOut(false);
    }
  }

  const loginTo =
    location.pathname === "/login" || location.pathname.startsWith("/signup")
      ? "/login"
      : `/login?next=${encodeURIComponent(location.pathname + location.search)}`;

  // In the header the name opens the person's menus; the drawer lists them under the main navigation instead.
  const account = (inHeader: boolean) =>
    viewer ? (
      <>
        {inHeader ? (
          <ViewerMenuButton name={viewer.displayName} menus={viewer.menus} />
        ) : (
          <Text size="sm" fw={500} truncate="end" maw={180} title={viewer.displayName}>
            {viewer.displayName}
          </Text>
        )}
        <Button variant="default" onClick={() => void handleLogout()} loading={loggingOut}>
          {t("auth.logout")}
        </Button>
      </>
    ) : (
      <>
        <Button component={Link} to={loginTo} variant="default" onClick={close}>
          {t("auth.login")}
        </Button>
        <Button component={Link} to="/signup/select-role" onClick={close}>
          {t("auth.signup")}
        </Button>
      </>
    );

  return (
    <div className={classes.root}>
      <a href="#main" className="skip-link">
        {t("app.skipToContent")}
      </a>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" className={classes.bar}>
          {/* The brand side gives way first (its name ends in an ellipsis) so the buttons on the right stay whole on a phone;
              at a phone's width the gaps are tighter and the colour scheme is in the burger panel, so the name fits whole. */}
          <Group gap="lg" wrap="nowrap" miw={0} className={classes.brandSide}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t("nav.toggle")}
              aria-expanded={opened}
              aria-controls="mobile-navigation"
            />
            <UnstyledButton component={Link} to="/" aria-label={t("app.homeLink")} className="brand" miw={0}>
              <LogoMark style={{ flexShrink: 0 }} />
              <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{t("app.brand")}</span>
            </UnstyledButton>
            <nav aria-label={t("nav.label")} className="desktop-only">
              <MainNav items={navItems} />
            </nav>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {/* On every screen size: the unread badge must stay in sight (it is not in the burger menu). A bell that fails
                to download is left out rather than taking the whole app down. */}
            {viewer && (
              <ErrorBoundary fallback={() => null}>
                <Suspense fallback={null}>
                  <LazyNotificationBell />
                </Suspense>
              </ErrorBoundary>
            )}
            <Box visibleFrom="xs" data-header-colour-scheme>
              <ColorSchemeToggle />
            </Box>
            <LanguageSwitcher />
            <Group gap="xs" wrap="nowrap" visibleFrom="sm">
              {account(true)}
            </Group>
          </Group>
        </Group>
      </header>

      {opened && (
        <nav className={classes.navbar} id="mobile-navigation" aria-label={t("nav.label")}>
          <MainNav items={navItems} vertical onNavigate={close} />
          {viewer && viewer.menus.length > 0 && (
            <>
              <Divider my="md" />
              <ViewerMenuLists menus={viewer.menus} onNavigate={close} />
            </>
          )}
          {/* Left out of the header below Mantine's "xs" (it needs the room for the brand's name). */}
          <Group gap="xs" wrap="nowrap" hiddenFrom="xs" mt="md" data-panel-colour-scheme>
            <ColorSchemeToggle />
            <Text size="sm">{t("colorScheme.label")}</Text>
          </Group>
          <Divider my="md" />
          <Stack gap="xs">{account(false)}</Stack>
        </nav>
      )}

      <main className={classes.main} id="main" tabIndex={-1}>
        <RoutedPage location={location.pathname + location.search} />
      </main>
    </div>
  );
}
