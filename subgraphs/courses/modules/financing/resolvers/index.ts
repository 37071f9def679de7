import type { Resolvers } from "../../../__generated__/resolvers-types.js";
import { IncomeReport } from "./IncomeReport.js";
import { IsaAgreement } from "./IsaAgreement.js";
import { IsaStatement } from "./IsaStatement.js";
import { Mutation } from "./Mutation.js";
import { Order } from "./Order.js";
import { Query } from "./Query.js";
import { Withdrawal } from "./Withdrawal.js";

export const financingResolvers: Resolvers = { Query, Mutation, IsaAgreement, IsaStatement, IncomeReport, Withdrawal, Order };
