/**
 * The event form's parts, one per collapsible panel: basics; days and registration (in the event's time zone); the
 * venue with its map and directions; places and team rules; banner and links; overview; the employers heading and
 * exhibitors (employers from jobs, in booth order); partners and speakers; offers; the schedule's time slots; who it is
 * for and sectors. Fields take EventInput's paths; lists stop at the server's limits.
 */
import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type eventWords from "../../i18n/en.json";
import { EVENT_EDIT_LIMITS as L } from "@server/events/modules/listings/rules/editing";
import { EVENT_MODES, EVENT_TYPES, TRANSPORT_MODES } from "@server/events/modules/listings/rules/content";
import { useEventWords } from "../../lib/words";
import { zoneName } from "../../lib/eventTime";
import { isKnownTimeZone, timeZoneChoices } from "../../lib/zonedTime";
import {
  blankDirection,
  blankExhibitor,
  blankLink,
  blankOffer,
  blankPartner,
  blankRange,
  blankRole,
  blankSlot,
  blankSpeaker,
} from "./eventForm";
import { AddButton, PartError, RepeatedItem, ZonedDateTime, type EventFormApi } from "./FormParts";

type PanelProps = { form: EventFormApi };
type FormSection = typeof eventWords.organiser.form;
/** The form's own words (not its nested panels, errors and conflict groups). */
type FormWord = { [K in keyof FormSection]: FormSection[K] extends string ? K : never }[keyof FormSection];

const useFormWords = () => {
  const { t } = useTranslation();
  return {
    t,
    f: (key: FormWord, values?: Record<string, unknown>) => t(`organiser.form.${key}`, values ?? {}),
    remove: (item: string) => t("organiser.form.removeItem", { item }),
  };
};

export function BasicsPanel({ form, creating }: PanelProps & { creating: boolean }) {
  const { f } = useFormWords();
  const { typeName, modeName } = useEventWords();
  return (
    <Stack gap="md">
      {creating ? (
        <TextInput label={f("id")} description={f("idHint")} required maxLength={L.id.max} {...form.getInputProps("id")} />
      ) : (
        <Text size="sm">{f("address", { path: `/events/${form.values.id}` })}</Text>
      )}
      <TextInput label={f("title")} required maxLength={L.title.max} {...form.getInputProps("title")} />
      <Textarea
        label={f("description")}
        required
        autosize
        minRows={2}
        maxLength={L.description.max}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={f("type")}
          required
          data={[{ value: "", label: f("chooseTypeOption") }, ...EVENT_TYPES.map((v) => ({ value: v, label: typeName(v) }))]}
          {...form.getInputProps("type")}
        />
        <NativeSelect
          label={f("mode")}
          required
          data={EVENT_MODES.map((v) => ({ value: v, label: modeName(v) }))}
          {...form.getInputProps("mode")}
        />
      </SimpleGrid>
      <Switch label={f("featured")} description={f("featuredHint")} {...form.getInputProps("featured", { type: "checkbox" })} />
      <Switch
        label={f("showAtDashboard")}
        description={f("showAtDashboardHint")}
        {...form.getInputProps("showAtDashboard", { type: "checkbox" })}
      />
    </Stack>
  );
}

export function WhenPanel({ form }: PanelProps) {
  const { t, f, remove } = useFormWords();
  const { i18n } = useTranslation();
  const tz = form.values.timeZone;
  const zone = isKnownTimeZone(tz) ? zoneName(tz, i18n.language) : tz;
  const dates = form.values.dates;
  return (
    <Stack gap="md">
      <NativeSelect
        label={f("timeZone")}
        description={f("timeZoneHint")}
        required
        data={timeZoneChoices(tz)}
        {...form.getInputProps("timeZone")}
      />
      <Title order={3} size="h5">
        {f("days")}
      </Title>
      <Text size="sm" c="dimmed">
        {f("timesIn", { zone })}
      </Text>
      <PartError form={form} path="dates" />
      {dates.map((d, i) => {
        const legend = f("day", { n: i + 1 });
        return (
          <RepeatedItem
            key={d.key}
            legend={legend}
            removeLabel={remove(legend)}
            canRemove={dates.length > L.dates.min}
            onRemove={() => form.removeListItem("dates", i)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ZonedDateTime form={form} path={`dates.${i}.from`} label={f("starts")} required />
              <ZonedDateTime form={form} path={`dates.${i}.to`} label={f("ends")} required />
            </SimpleGrid>
          </RepeatedItem>
        );
      })}
      <AddButton label={f("addDay")} count={dates.length} max={L.dates.max} onAdd={() => form.insertListItem("dates", blankRange())} />
      <Title order={3} size="h5">
        {f("registration")}
      </Title>
      <Text size="sm" c="dimmed">
        {f("registrationHint")}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ZonedDateTime form={form} path="registrationPeriod.from" label={f("opens")} required />
        <ZonedDateTime form={form} path="registrationPeriod.to" label={f("closes")} required />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t("organiser.form.zoneNote")}
      </Text>
    </Stack>
  );
}

export function VenuePanel({ form }: PanelProps) {
  const { f, remove } = useFormWords();
  const { transportName } = useEventWords();
  if (form.values.mode !== "Physical")
    return (
      <Text size="sm" c="dimmed">
        {f("online")}
      </Text>
    );
  const directions = form.values.sections.locationDetails.directions;
  return (
    <Stack gap="md">
      <PartError form={form} path="location" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f("short")} required maxLength={L.shortText.max} {...form.getInputProps("location.short")} />
        <TextInput label={f("country")} required {...form.getInputProps("location.country")} />
      </SimpleGrid>
      <Textarea label={f("full")} required autosize minRows={2} maxLength={L.longText.max} {...form.getInputProps("location.full")} />
      <TextInput label={f("mapSrc")} description={f("mapSrcHint")} {...form.getInputProps("location.mapSrc")} />
      <TextInput label={f("mapLink")} description={f("mapLinkHint")} {...form.getInputProps("location.mapLink")} />
      <Switch label={f("withLocationDetails")} {...form.getInputProps("include.locationDetails", { type: "checkbox" })} />
      {form.values.include.locationDetails && (
        <Stack gap="sm">
          <Textarea
            label={f("locationDetails")}
            required
            autosize
            minRows={2}
            maxLength={L.longText.max}
            {...form.getInputProps("sections.locationDetails.description")}
          />
          <Title order={3} size="h5">
            {f("directions")}
          </Title>
          <PartError form={form} path="sections.locationDetails.directions" />
          {directions.map((d, i) => {
            const legend = f("direction", { n: i + 1 });
            return (
              <RepeatedItem
                key={d.key}
                legend={legend}
                removeLabel={remove(legend)}
                onRemove={() => form.removeListItem("sections.locationDetails.directions", i)}
              >
                <NativeSelect
                  label={f("transport")}
                  data={TRANSPORT_MODES.map((m) => ({ value: m, label: transportName(m) }))}
                  {...form.getInputProps(`sections.locationDetails.directions.${i}.mode`)}
                />
                <Textarea
                  label={f("directionText")}
                  required
                  autosize
                  minRows={2}
                  maxLength={L.longText.max}
                  {...form.getInputProps(`sections.locationDetails.directions.${i}.description`)}
                />
              </RepeatedItem>
            );
          })}
          <AddButton
            label={f("addDirection")}
            count={directions.length}
            max={L.directions.max}
            onAdd={() => form.insertListItem("sections.locationDetails.directions", blankDirection())}
          />
        </Stack>
      )}
    </Stack>
  );
}

export function PlacesPanel({ form }: PanelProps) {
  const { f } = useFormWords();
  const number = (path: string, label: string, limits: { min: number; max: number }) => (
    <NumberInput label={label} required min={limits.min} max={limits.max} allowDecimal={false} {...form.getInputProps(path)} />
  );
  return (
    <Stack gap="md">
      <Switch
        label={f("limitPlaces")}
        description={f("limitPlacesHint")}
        {...form.getInputProps("include.capacity", { type: "checkbox" })}
      />
      {form.values.include.capacity && number("capacity", f("capacity"), L.capacity)}
      <Switch label={f("teamsOnly")} description={f("teamsOnlyHint")} {...form.getInputProps("include.team", { type: "checkbox" })} />
      <PartError form={form} path="team" />
      {form.values.include.team && (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {number("team.minSize", f("minSize"), L.teamSize)}
          {number("team.maxSize", f("maxSize"), L.teamSize)}
          {number("team.minYear", f("minYear"), L.year)}
          {number("team.maxYear", f("maxYear"), L.year)}
        </SimpleGrid>
      )}
    </Stack>
  );
}

export function BannerPanel({ form }: PanelProps) {
  const { f, remove } = useFormWords();
  const links = form.values.links;
  return (
    <Stack gap="md">
      <Switch label={f("withBanner")} {...form.getInputProps("include.banner", { type: "checkbox" })} />
      {form.values.include.banner && (
        <Stack gap="sm">
          <Switch label={f("light")} description={f("lightHint")} {...form.getInputProps("banner.light", { type: "checkbox" })} />
          <TextInput label={f("bannerText")} maxLength={L.shortText.max} {...form.getInputProps("banner.description")} />
          <TextInput label={f("mainImg")} description={f("imageHint")} {...form.getInputProps("banner.mainImg")} />
          <TextInput label={f("contentImg")} description={f("imageHint")} {...form.getInputProps("banner.contentImg")} />
        </Stack>
      )}
      <Title order={3} size="h5">
        {f("links")}
      </Title>
      <PartError form={form} path="links" />
      {links.map((l, i) => {
        const legend = f("link", { n: i + 1 });
        return (
          <RepeatedItem key={l.key} legend={legend} removeLabel={remove(legend)} onRemove={() => form.removeListItem("links", i)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f("buttonTitle")} required {...form.getInputProps(`links.${i}.buttonTitle`)} />
              <TextInput label={f("url")} description={f("urlHint")} required {...form.getInputProps(`links.${i}.url`)} />
            </SimpleGrid>
            <TextInput label={f("sectionTitle")} required maxLength={L.shortText.max} {...form.getInputProps(`links.${i}.sectionTitle`)} />
            <Textarea
              label={f("linkDescription")}
              autosize
              minRows={2}
              maxLength={L.longText.max}
              {...form.getInputProps(`links.${i}.description`)}
            />
            <Switch label={f("hasMedia")} {...form.getInputProps(`links.${i}.hasMedia`, { type: "checkbox" })} />
            {l.hasMedia && (
              <TextInput label={f("media")} description={f("imageHint")} required {...form.getInputProps(`links.${i}.media`)} />
            )}
          </RepeatedItem>
        );
      })}
      <AddButton label={f("addLink")} count={links.length} max={L.links.max} onAdd={() => form.insertListItem("links", blankLink())} />
    </Stack>
  );
}

export function OverviewPanel({ form }: PanelProps) {
  const { f } = useFormWords();
  return (
    <Stack gap="md">
      <Switch label={f("withOverview")} {...form.getInputProps("include.overview", { type: "checkbox" })} />
      {form.values.include.overview && (
        <Stack gap="sm">
          <TextInput label={f("overviewTitle")} required maxLength={L.shortText.max} {...form.getInputProps("sections.overview.title")} />
          <Textarea
            label={f("overviewBody")}
            required
            autosize
            minRows={3}
            maxLength={L.longText.max}
            {...form.getInputProps("sections.overview.body")}
          />
          <Switch
            label={f("countdown")}
            description={f("countdownHint")}
            {...form.getInputProps("sections.overview.countdown", { type: "checkbox" })}
          />
        </Stack>
      )}
    </Stack>
  );
}

export function ExhibitorsPanel({ form, employers }: PanelProps & { employers: { id: string; title: string }[] }) {
  const { f, remove } = useFormWords();
  const exhibitors = form.values.exhibitors;
  return (
    <Stack gap="md">
      <Switch label={f("withEmployers")} {...form.getInputProps("include.employers", { type: "checkbox" })} />
      {form.values.include.employers && (
        <Stack gap="sm">
          <TextInput label={f("employersTitle")} required maxLength={L.shortText.max} {...form.getInputProps("sections.employers.title")} />
          <Textarea
            label={f("employersDescription")}
            required
            autosize
            minRows={2}
            maxLength={L.longText.max}
            {...form.getInputProps("sections.employers.description")}
          />
        </Stack>
      )}
      <Title order={3} size="h5">
        {f("exhibitors")}
      </Title>
      <Text size="sm" c="dimmed">
        {f("exhibitorsHint")}
      </Text>
      <PartError form={form} path="exhibitors" />
      {exhibitors.map((x, i) => {
        const legend = f("exhibitor", { n: i + 1 });
        // Each employer exhibits once: the others' picks are left out of this row's choices.
        const taken = new Set(exhibitors.filter((_, j) => j !== i).map((o) => o.employerId));
        return (
          <RepeatedItem
            key={x.key}
            legend={legend}
            removeLabel={remove(legend)}
            onRemove={() => form.removeListItem("exhibitors", i)}
            actions={
              <>
                <Button
                  variant="subtle"
                  size="xs"
                  disabled={i === 0}
                  aria-label={f("moveUp", { item: legend })}
                  onClick={() => form.reorderListItem("exhibitors", { from: i, to: i - 1 })}
                >
                  {f("up")}
                </Button>
                <Button
                  variant="subtle"
                  size="xs"
                  disabled={i === exhibitors.length - 1}
                  aria-label={f("moveDown", { item: legend })}
                  onClick={() => form.reorderListItem("exhibitors", { from: i, to: i + 1 })}
                >
                  {f("down")}
                </Button>
              </>
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={f("employer")}
                required
                data={[
                  { value: "", label: f("chooseEmployerOption") },
                  ...employers.filter((e) => !taken.has(e.id)).map((e) => ({ value: e.id, label: e.title })),
                ]}
                {...form.getInputProps(`exhibitors.${i}.employerId`)}
              />
              <TextInput label={f("booth")} {...form.getInputProps(`exhibitors.${i}.booth`)} />
            </SimpleGrid>
          </RepeatedItem>
        );
      })}
      <AddButton
        label={f("addExhibitor")}
        count={exhibitors.length}
        max={L.exhibitors.max}
        onAdd={() => form.insertListItem("exhibitors", blankExhibitor())}
      />
    </Stack>
  );
}

export function PeoplePanel({ form }: PanelProps) {
  const { f, remove } = useFormWords();
  const { partners, speakers } = form.values.sections;
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {f("partners")}
      </Title>
      <PartError form={form} path="sections.partners" />
      {partners.map((p, i) => {
        const legend = f("partner", { n: i + 1 });
        const at = `sections.partners.${i}`;
        return (
          <RepeatedItem
            key={p.key}
            legend={legend}
            removeLabel={remove(legend)}
            onRemove={() => form.removeListItem("sections.partners", i)}
          >
            <TextInput label={f("partnerName")} required maxLength={L.shortText.max} {...form.getInputProps(`${at}.name`)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f("logoUrl")} description={f("imageHint")} {...form.getInputProps(`${at}.logoUrl`)} />
              <TextInput label={f("website")} description={f("urlHint")} {...form.getInputProps(`${at}.url`)} />
            </SimpleGrid>
          </RepeatedItem>
        );
      })}
      <AddButton
        label={f("addPartner")}
        count={partners.length}
        max={L.partners.max}
        onAdd={() => form.insertListItem("sections.partners", blankPartner())}
      />
      <Title order={3} size="h5">
        {f("speakers")}
      </Title>
      <PartError form={form} path="sections.speakers" />
      {speakers.map((p, i) => {
        const legend = f("speaker", { n: i + 1 });
        const at = `sections.speakers.${i}`;
        return (
          <RepeatedItem
            key={p.key}
            legend={legend}
            removeLabel={remove(legend)}
            onRemove={() => form.removeListItem("sections.speakers", i)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f("speakerName")} required maxLength={L.shortText.max} {...form.getInputProps(`${at}.name`)} />
              <TextInput label={f("job")} required maxLength={L.shortText.max} {...form.getInputProps(`${at}.job`)} />
            </SimpleGrid>
            <Textarea label={f("bio")} required autosize minRows={2} maxLength={L.longText.max} {...form.getInputProps(`${at}.bio`)} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f("portrait")} description={f("imageHint")} {...form.getInputProps(`${at}.imageUrl`)} />
              <TextInput label={f("speakerLogo")} description={f("imageHint")} {...form.getInputProps(`${at}.logoUrl`)} />
            </SimpleGrid>
          </RepeatedItem>
        );
      })}
      <AddButton
        label={f("addSpeaker")}
        count={speakers.length}
        max={L.speakers.max}
        onAdd={() => form.insertListItem("sections.speakers", blankSpeaker())}
      />
    </Stack>
  );
}

export function OffersPanel({ form }: PanelProps) {
  const { t, f, remove } = useFormWords();
  const items = form.values.sections.offers.items;
  if (!form.values.include.offers)
    return <Switch label={f("withOffers")} {...form.getInputProps("include.offers", { type: "checkbox" })} />;
  return (
    <Stack gap="md">
      <Switch label={f("withOffers")} {...form.getInputProps("include.offers", { type: "checkbox" })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={f("offersTitle")} required maxLength={L.shortText.max} {...form.getInputProps("sections.offers.title")} />
        <NumberInput
          label={f("grid")}
          description={f("gridHint")}
          required
          min={L.grid.min}
          max={L.grid.max}
          allowDecimal={false}
          {...form.getInputProps("sections.offers.grid")}
        />
      </SimpleGrid>
      <PartError form={form} path="sections.offers.items" />
      {items.map((o, i) => {
        const legend = f("offer", { n: i + 1 });
        const at = `sections.offers.items.${i}`;
        return (
          <RepeatedItem
            key={o.key}
            legend={legend}
            removeLabel={remove(legend)}
            onRemove={() => form.removeListItem("sections.offers.items", i)}
          >
            <TextInput label={f("offerTitle")} required maxLength={L.shortText.max} {...form.getInputProps(`${at}.title`)} />
            <Textarea
              label={f("offerDescription")}
              required
              autosize
              minRows={2}
              maxLength={L.longText.max}
              {...form.getInputProps(`${at}.description`)}
            />
            <TextInput label={f("offerImage")} description={f("imageHint")} {...form.getInputProps(`${at}.imageUrl`)} />
            <PartError form={form} path={`${at}.points`} />
            {o.points.map((_, j) => {
              const point = f("point", { offer: i + 1, n: j + 1 });
              return (
                <Group key={j} gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={point}
                    required
                    maxLength={L.shortText.max}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`${at}.points.${j}`)}
                  />
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={remove(point)}
                    onClick={() => form.removeListItem(`${at}.points`, j)}
                  >
                    {t("form.remove")}
                  </Button>
                </Group>
              );
            })}
            <AddButton
              label={f("addPoint")}
              count={o.points.length}
              max={L.offerPoints.max}
              onAdd={() => form.insertListItem(`${at}.points`, "")}
            />
          </RepeatedItem>
        );
      })}
      <AddButton
        label={f("addOffer")}
        count={items.length}
        max={L.offers.max}
        onAdd={() => form.insertListItem("sections.offers.items", blankOffer())}
      />
    </Stack>
  );
}

export function SchedulePanel({ form }: PanelProps) {
  const { f, remove } = useFormWords();
  const slots = form.values.sections.schedule;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {f("scheduleHint")}
      </Text>
      <PartError form={form} path="sections.schedule" />
      {slots.map((slot, i) => {
        const legend = f("slot", { n: i + 1 });
        const at = `sections.schedule.${i}`;
        return (
          <RepeatedItem
            key={slot.key}
            legend={legend}
            removeLabel={remove(legend)}
            onRemove={() => form.removeListItem("sections.schedule", i)}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <ZonedDateTime form={form} path={`${at}.from`} label={f("starts")} required />
              <ZonedDateTime form={form} path={`${at}.to`} label={f("ends")} required />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={f("slotTitle")} required maxLength={L.shortText.max} {...form.getInputProps(`${at}.title`)} />
              <TextInput label={f("place")} maxLength={L.shortText.max} {...form.getInputProps(`${at}.place`)} />
            </SimpleGrid>
            <Textarea
              label={f("slotDescription")}
              autosize
              minRows={2}
              maxLength={L.longText.max}
              {...form.getInputProps(`${at}.description`)}
            />
          </RepeatedItem>
        );
      })}
      <AddButton
        label={f("addSlot")}
        count={slots.length}
        max={L.schedule.max}
        onAdd={() => form.insertListItem("sections.schedule", blankSlot())}
      />
    </Stack>
  );
}

export function AudiencePanel({ form }: PanelProps) {
  const { t, f, remove } = useFormWords();
  const { attendee, sectors } = form.values.sections;
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        {f("attendee")}
      </Title>
      <PartError form={form} path="sections.attendee" />
      {attendee.map((a, i) => {
        const legend = f("role", { n: i + 1 });
        const at = `sections.attendee.${i}`;
        return (
          <RepeatedItem
            key={a.key}
            legend={legend}
            removeLabel={remove(legend)}
            onRemove={() => form.removeListItem("sections.attendee", i)}
          >
            <TextInput label={f("roleTitle")} required maxLength={L.shortText.max} {...form.getInputProps(`${at}.title`)} />
            <Textarea
              label={f("roleDescription")}
              required
              autosize
              minRows={2}
              maxLength={L.longText.max}
              {...form.getInputProps(`${at}.description`)}
            />
          </RepeatedItem>
        );
      })}
      <AddButton
        label={f("addRole")}
        count={attendee.length}
        max={L.attendee.max}
        onAdd={() => form.insertListItem("sections.attendee", blankRole())}
      />
      <Title order={3} size="h5">
        {f("sectors")}
      </Title>
      <PartError form={form} path="sections.sectors" />
      {sectors.map((_, i) => {
        const label = f("sector", { n: i + 1 });
        return (
          <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput label={label} required style={{ flex: 1 }} {...form.getInputProps(`sections.sectors.${i}`)} />
            <Button
              variant="subtle"
              color="red"
              size="xs"
              aria-label={remove(label)}
              onClick={() => form.removeListItem("sections.sectors", i)}
            >
              {t("form.remove")}
            </Button>
          </Group>
        );
      })}
      <AddButton
        label={f("addSector")}
        count={sectors.length}
        max={L.sectors.max}
        onAdd={() => form.insertListItem("sections.sectors", "")}
      />
    </Stack>
  );
}
