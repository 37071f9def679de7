/**
 * The frame of every /forum page: the forum's sections and its search box above, the page (<Outlet/>) and the tag
 * sidebar beside it on wide screens and below it on narrow ones (the page comes first in reading order). The pages
 * load lazily inside their own Suspense, so moving between forum pages keeps the frame on screen.
 */
import { Suspense } from "react";
import { Grid, Group, Stack } from "@mantine/core";
import { Outlet } from "react-router";
import { useTranslation } from "react-i18next";
import { ForumSearchBox } from "../components/ForumSearchBox";
import { ForumSubNav } from "../components/ForumSubNav";
import { ForumTagSidebar } from "../components/ForumTagSidebar";
import { ListLoading } from "../../../ui/ListStates";

export default function ForumLayout() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" maw={1200} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <ForumSubNav />
        <ForumSearchBox />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Suspense fallback={<ListLoading label={t("app.loading")} />}>
            <Outlet />
          </Suspense>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <ForumTagSidebar />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
