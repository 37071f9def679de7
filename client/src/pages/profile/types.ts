import type { ProfileData_UserFragment, ProfileEditPageQuery } from "../../__generated__/graphql";

export type ProfileUser = ProfileData_UserFragment;
export type ProfileOptions = ProfileEditPageQuery["profileOptions"];

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
