/** The names the events pages give the API's enums (types, modes, transport), in the interface language. */
import { useTranslation } from "react-i18next";
import type { EventMode, EventTransportMode, EventType } from "../../../__generated__/graphql";

export function useEventWords() {
  const { t } = useTranslation();
  return {
    typeName: (type: EventType) => t(`events.type.${type}`),
    modeName: (mode: EventMode) => t(`events.mode.${mode}`),
    transportName: (mode: EventTransportMode) => t(`events.transport.${mode}`),
  };
}
