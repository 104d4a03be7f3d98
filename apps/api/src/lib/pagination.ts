import type { PageMeta } from '@ravan/contract';

export interface PageRequest {
  page: number;
  perPage: number;
}

export function pageOffset({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}

export function pageMeta({ page, perPage }: PageRequest, total: number): PageMeta {
  return { page, perPage, total };
}
