import {
  Building2,
  ChartColumn,
  Clock,
  Crown,
  FileText,
  FlaskConical,
  Inbox,
  Landmark,
  LayoutDashboard,
  ListChecks,
  Package,
  Receipt,
  Settings,
  ShoppingCart,
  Tags,
  Truck,
  Target,
  UserCog,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { Messages } from '@comptoir/core/i18n/index';

/** Sidebar icon of each menu id (core's MENU_ITEMS). */
export const MENU_ICONS: Record<string, LucideIcon> = {
  dashboard: LayoutDashboard,
  tasks: ListChecks,
  team: Users,
  users: UserCog,
  'super-admin': Crown,
  products: Package,
  pricelist: Tags,
  orders: ShoppingCart,
  purchases: Truck,
  clients: Building2,
  demandes: Inbox,
  quotes: FileText,
  invoices: Receipt,
  bank: Landmark,
  goals: Target,
  time: Clock,
  analytics: ChartColumn,
  testing: FlaskConical,
  settings: Settings,
};

export type ModuleLabelKey = `modules.${Extract<keyof Messages['modules'], string>}`;

/** The i18n key of a menu id's or module key's label. */
export function moduleLabelKey(id: string): ModuleLabelKey {
  return `modules.${id}` as ModuleLabelKey;
}
