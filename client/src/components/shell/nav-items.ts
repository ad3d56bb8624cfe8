import { isAdmin, type UserDto } from '@app/shared/auth/user';
import {
  BriefcaseBusiness,
  CreditCard,
  FileText,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  ShieldCheck,
  Sparkles,
  UserRound,
} from 'lucide-react';

export type AppPath =
  | '/dashboard'
  | '/generate'
  | '/documents'
  | '/applications'
  | '/subscription'
  | '/admin'
  | '/profile'
  | '/settings'
  | '/change-password';

export interface NavItem {
  to: AppPath;
  label: string;
  icon: LucideIcon;
}

/** Spec 01 §2.11 top navigation; Admin only for a role containing 'admin'. */
const MAIN: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/generate', label: 'Generate', icon: Sparkles },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/applications', label: 'Applications', icon: BriefcaseBusiness },
  { to: '/subscription', label: 'Subscription', icon: CreditCard },
];
const ADMIN: NavItem = { to: '/admin', label: 'Admin', icon: ShieldCheck };

export function mainNavItems(user: Pick<UserDto, 'role'> | null): NavItem[] {
  return isAdmin(user) ? [...MAIN, ADMIN] : MAIN;
}

/** The user menu's links (Logout is an action, not a link). */
export const ACCOUNT_ITEMS: NavItem[] = [
  { to: '/profile', label: 'Edit Profile', icon: UserRound },
  { to: '/settings', label: 'Account Settings', icon: Settings },
  { to: '/change-password', label: 'Change Password', icon: KeyRound },
  { to: '/subscription', label: 'Subscription', icon: CreditCard },
];
