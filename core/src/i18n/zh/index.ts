import common from './common.json' with { type: 'json' };
import modules from './modules.json' with { type: 'json' };
import roles from './roles.json' with { type: 'json' };
import auth from './auth.json' with { type: 'json' };
import shell from './shell.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import admin from './admin.json' with { type: 'json' };
import settings from './settings.json' with { type: 'json' };
import currency from './currency.json' with { type: 'json' };
import products from './products.json' with { type: 'json' };
import pricelist from './pricelist.json' with { type: 'json' };
import importNs from './import.json' with { type: 'json' };
import tasks from './tasks.json' with { type: 'json' };
import team from './team.json' with { type: 'json' };
import demandes from './demandes.json' with { type: 'json' };
import clients from './clients.json' with { type: 'json' };
import quotes from './quotes.json' with { type: 'json' };
import orders from './orders.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import extraction from './extraction.json' with { type: 'json' };
import quotations from './quotations.json' with { type: 'json' };
import conversations from './conversations.json' with { type: 'json' };
import documents from './documents.json' with { type: 'json' };
import invoices from './invoices.json' with { type: 'json' };
import goals from './goals.json' with { type: 'json' };
import analytics from './analytics.json' with { type: 'json' };
import time from './time.json' with { type: 'json' };
import selftest from './selftest.json' with { type: 'json' };

/** zh: one JSON file per namespace; the namespace is the file name. */
export default {
  common,
  modules,
  roles,
  auth,
  shell,
  errors,
  admin,
  settings,
  currency,
  products,
  pricelist,
  import: importNs,
  tasks,
  team,
  demandes,
  clients,
  quotes,
  orders,
  dashboard,
  extraction,
  quotations,
  conversations,
  documents,
  invoices,
  goals,
  analytics,
  time,
  selftest,
};
