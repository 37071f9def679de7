/**
 * /forum/class-forum/:slug/new?kind=DISCUSSION|ANNOUNCEMENT|SUPPORT: a post in a class forum (createForumClassPost),
 * filed under the class's tag by the server. The kind comes from ?kind= and can be switched among the kinds the viewer
 * may post there (a discussion: every reader; an announcement: the class's moderators; a support question: its
 * students); a kind the viewer may not post falls back to a discussion, with a note. A title, and a description written
 * with the general post form's editor — except an announcement, which is its title alone (SPEC §3), as the form
 * explains. The server judges every rule; its per-field messages land next to the fields. After posting, a discussion
 * or support question opens the new post; an announcement goes to the class forum's Announcements tab (where its
 * notification leads members too). The class forum's cached lists are dropped so they show the new post.
 */
import { useState } from "react";
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { ClassForumDocument, type ClassForumQuery, type ForumClassPostKind } from "../../../__generated__/graphql";
import { PageTitle } from "../../../ui/PageTitle";
import { ClassForumGate } from "../components/ClassForumStates";
import { ForumBreadcrumbs } from "../components/ForumBreadcrumbs";
import { postPath } from "../components/PostCard";
import { PostDescriptionField } from "../components/PostDescriptionField";
import { classForumTabPaths } from "../lib/forumTabs";
import { readServerError } from "../../../lib/graphqlErrors";
import { useCreateForumClassPost } from "../mutations/useCreateForumClassPost";
import type { ClassForumLocationState } from "./ClassForumPage";
import { POST_TITLE_LIMITS } from "@server/forum/modules/posts/rules/posts";

type ForumClass = NonNullable<ClassForumQuery["forumClass"]>;

const KINDS: readonly ForumClassPostKind[] = ["DISCUSSION", "ANNOUNCEMENT", "SUPPORT"];

/** The kinds of post the viewer may make in this class forum, in order (the server checks again). */
function kindsFor(c: ForumClass): ForumClassPostKind[] {
  return KINDS.filter((k) => k === "DISCUSSION" || (k === "ANNOUNCEMENT" ? c.viewerMayAnnounce : c.viewerMayAskSupport));
}

/** ?kind= read loosely (any case); anything else asks for a discussion. */
function askedKind(value: string | null): ForumClassPostKind {
  const upper = value?.trim().toUpperCase();
  return KINDS.find((k) => k === upper) ?? "DISCUSSION";
}

interface ClassPostValues {
  kind: ForumClassPostKind;
  title: string;
  description: string;
}

/** The checks that need no server: a title, and a description unless it is an announcement. */
function validate(v: ClassPostValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!v.title.trim()) errors.title = t("forumPostForm.required");
  if (v.kind !== "ANNOUNCEMENT" && !v.description.trim()) errors.description = t("forumPostForm.required");
  return errors;
}

function ClassPostForm({ forumClass }: { forumClass: ForumClass }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const asked = askedKind(useSearchParams()[0].get("kind"));
  const kinds = kindsFor(forumClass);
  const refused = !kinds.includes(asked);
  const [create, createState] = useCreateForumClassPost();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClassPostValues>({
    initialValues: { kind: refused ? "DISCUSSION" : asked, title: "", description: "" },
    validate: (v) => validate(v, t),
  });
  const kind = form.values.kind;
  const paths = classForumTabPaths(forumClass.id);

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    // An announcement is its title alone: nothing typed before switching kinds is sent.
    const input = { kind: v.kind, title: v.title.trim(), description: v.kind === "ANNOUNCEMENT" ? "" : v.description };
    try {
      const { data } = await create({ variables: { slug: forumClass.id, input } });
      const post = data!.createForumClassPost;
      if (v.kind === "ANNOUNCEMENT") {
        const state: ClassForumLocationState = { notice: t("forum.classForum.form.announced", { title: post.title }) };
        void navigate(paths.announcements, { state });
      } else void navigate(postPath(post.id));
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(
        code === "BAD_USER_INPUT"
          ? t("forumPostForm.badInput")
          : code === "FORBIDDEN"
            ? t("forum.classForum.form.forbidden")
            : code === "NOT_FOUND"
              ? t("forum.classForum.notFoundBody")
              : message || t("forumPostForm.error"),
      );
    }
  });

  const cancelTo = kind === "ANNOUNCEMENT" ? paths.announcements : kind === "SUPPORT" ? paths.support : paths.posts;

  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-label={t("forum.classForum.form.title", { className: forumClass.title })}>
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          {refused && (
            <Alert color="blue" variant="light">
              {t(`forum.classForum.form.refused.${asked}`)}
            </Alert>
          )}
          {kinds.length > 1 ? (
            <Radio.Group label={t("forum.classForum.form.kind")} {...form.getInputProps("kind")}>
              <Stack gap="xs" mt="xs">
                {kinds.map((k) => (
                  <Radio
                    key={k}
                    value={k}
                    label={t(`forum.classForum.form.kinds.${k}`)}
                    description={t(`forum.classForum.form.kindHints.${k}`)}
                  />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm">{t("forum.classForum.form.onlyKind", { kind: t(`forum.classForum.form.kinds.${kind}`) })}</Text>
          )}
          <TextInput
            label={t("forumPostForm.title")}
            description={t("forumPostForm.titleHint")}
            withAsterisk
            maxLength={POST_TITLE_LIMITS.max}
            {...form.getInputProps("title")}
          />
          {kind === "ANNOUNCEMENT" ? (
            <Alert color="grape" variant="light" title={t("forum.classForum.form.announcementTitle")}>
              {t("forum.classForum.form.announcementHint")}
            </Alert>
          ) : (
            <PostDescriptionField {...form.getInputProps("description")} />
          )}
          {/* An announcement has no description field: the server's message about one shows here instead. */}
          {kind === "ANNOUNCEMENT" && typeof form.errors.description === "string" && (
            <Text size="sm" c="var(--tf-text-danger)" role="alert">
              {form.errors.description}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={createState.loading}>
              {t(`forum.classForum.form.submit.${kind}`)}
            </Button>
            <Button component={Link} to={cancelTo} variant="default">
              {t("forumPostForm.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function ClassPostFormFrame({ forumClass }: { forumClass: ForumClass }) {
  const { t } = useTranslation();
  const title = t("forum.classForum.form.title", { className: forumClass.title });
  return (
    <Stack gap="lg">
      <PageTitle title={title} />
      <ForumBreadcrumbs current={title} />
      <Title order={1} style={{ overflowWrap: "anywhere" }}>
        {title}
      </Title>
      <ClassPostForm forumClass={forumClass} />
    </Stack>
  );
}

export default function ClassPostFormPage() {
  const { slug = "" } = useParams();
  const query = useQuery(ClassForumDocument, { variables: { slug }, fetchPolicy: "cache-and-network" });
  return <ClassForumGate query={query}>{(forumClass) => <ClassPostFormFrame forumClass={forumClass} />}</ClassForumGate>;
}
