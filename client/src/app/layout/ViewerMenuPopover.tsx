/**
 * The header's dropdown, loaded when someone reaches for the person's name (DeferredMenu): the name discloses their
 * menus, each a navigation list under its heading (the disclosure pattern for site navigation: links, not an
 * application menu), closed again when a link is followed.
 */
import { Popover } from "@mantine/core";
import { useDeferredOpening, type DeferredOpening } from "./DeferredMenu";
import { ViewerMenuLists, ViewerNameButton, type ViewerMenu } from "./ViewerMenus";

export default function ViewerMenuPopover({ name, menus, ...opening }: { name: string; menus: ViewerMenu[] } & DeferredOpening) {
  const { target, opened, setOpened } = useDeferredOpening(opening);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={260} withinPortal shadow="md">
      <Popover.Target>
        <ViewerNameButton ref={target} name={name} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown>
        <ViewerMenuLists menus={menus} onNavigate={() => setOpened(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}
