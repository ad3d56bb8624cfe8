import { type SupportMessageDto, type SupportTierDto, supportTierOf } from '@app/shared';
import type { SupportMessageRow } from './support.repo.js';

export const supportImageUrl = (fileId: string): string => `/api/support/images/${fileId}`;

/** A stored message as spec 01 §3 shows it: an administrator's answer is a 'support' message. */
export function toSupportMessageDto(row: SupportMessageRow): SupportMessageDto {
  const metadata: SupportMessageDto['metadata'] = {};
  if (row.image_file_id)
    metadata.imageAttachment = {
      url: supportImageUrl(row.image_file_id),
      originalName: row.image_name ?? 'image',
    };
  if (row.current_page) metadata.currentPage = row.current_page;
  if (row.user_agent) metadata.userAgent = row.user_agent;
  return {
    id: row.id,
    messageType: row.sender === 'admin' ? 'support' : 'user',
    content: row.body,
    createdAt: row.created_at.toISOString(),
    metadata,
  };
}

export function toTierDto(plan: string): SupportTierDto {
  const tier = supportTierOf(plan);
  return { id: tier.id, name: tier.name, responseTime: tier.responseTime };
}
