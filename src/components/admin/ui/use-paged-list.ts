"use client";

import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";

/** One page of a server-paged list, as the admin list routes answer it. */
interface Page {
  page: number;
  pages: number;
}

/**
 * A list the server searches, sorts and pages: page 1 first, the next while there are more. A new
 * search, filter or sort keeps the current list on screen until its first page arrives.
 */
export function usePagedList<P extends Page>(queryKey: readonly unknown[], fetchPage: (page: number, signal: AbortSignal) => Promise<P>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}
