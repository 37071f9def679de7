/** Mantine's toast container on its own, so that `notify.tsx` can load it after the first page (see there). */
import { Notifications } from "@mantine/notifications";

export default Notifications;
