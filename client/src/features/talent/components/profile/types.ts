import type { ProfileData_UserFragment, ProfileEditPageQuery } from "../../../../__generated__/graphql";

export type ProfileUser = ProfileData_UserFragment;
export type ProfileOptions = ProfileEditPageQuery["profileOptions"];

export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
