import { useState, type ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "react-hot-toast";
import type { I18n } from "@lingui/core";
import { createI18n, LanguageProvider } from "../lib/i18n";

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * App-wide services: the page's language (English unless an `i18n` showing another is given),
 * queries, toasts. react-hot-toast's defaults already match docs/spec.md's durations and limit.
 */
export function Providers({ children, queryClient, i18n }: { children: ReactNode; queryClient?: QueryClient; i18n?: I18n }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [language] = useState(() => i18n ?? createI18n());
  return (
    <LanguageProvider i18n={language}>
      <QueryClientProvider client={client}>
        {children}
        <Toaster toastOptions={{ className: "!text-base !text-slate-800" }} />
      </QueryClientProvider>
    </LanguageProvider>
  );
}
