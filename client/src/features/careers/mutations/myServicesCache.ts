/**
 * The viewer's career services live inside myCareerServices (CareerServices has no id), so a learner's mutations
 * write their result into the cached /careers query themselves.
 */
import type { ApolloCache } from "@apollo/client";
import { CareersPageDocument, type CareersPage_ServicesFragment } from "../../../__generated__/graphql";

export function updateMyServices(cache: ApolloCache, change: (services: CareersPage_ServicesFragment) => CareersPage_ServicesFragment) {
  cache.updateQuery({ query: CareersPageDocument }, (data) => {
    const services = data?.myCareerServices.services;
    if (!data || !services) return data;
    return { ...data, myCareerServices: { ...data.myCareerServices, services: change(services) } };
  });
}
