/**
 * After sign-up or log-in through an event's recruit link, when the code could not be used to join the event's
 * exhibitor: the person is logged in, this says why the code failed, and leads on to the event.
 */
import { Alert, Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";

export function EventLinkProblem({ title, problem, path }: { title: string; problem: string; path: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" variant="light" role="alert" title={title}>
      <Text size="sm" mb="xs">
        {problem}
      </Text>
      <Anchor component={Link} to={path}>
        {t("signup.goToEvent")}
      </Anchor>
    </Alert>
  );
}
