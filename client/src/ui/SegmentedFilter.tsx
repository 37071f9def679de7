/**
 * A labelled SegmentedControl filter (a list's statuses, "All" last). Its choices do not wrap, so when they outgrow a
 * phone's width the control scrolls sideways inside its own box instead of widening the page.
 */
import { useId } from "react";
import { ScrollArea, SegmentedControl, Stack, Text, type SegmentedControlProps } from "@mantine/core";

export function SegmentedFilter({ label, ...control }: Omit<SegmentedControlProps, "aria-labelledby"> & { label: string }) {
  const labelId = useId();
  return (
    // miw 0 and maw 100%: as a flex item (in a Group or Stack) it may shrink to its row instead of its content's width.
    <Stack gap={4} miw={0} maw="100%" data-segmented-filter>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
        <SegmentedControl aria-labelledby={labelId} {...control} />
      </ScrollArea>
    </Stack>
  );
}
