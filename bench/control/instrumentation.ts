// Not part of the page: like proxy.ts beside it, this keeps Turbopack from compiling the shop's
// src/instrumentation.ts (and its "@/env" import, which the control cannot resolve) into the control.
export function register() {}
