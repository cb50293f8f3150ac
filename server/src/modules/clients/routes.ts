import type { FastifyInstance } from 'fastify';
import { clientsApi } from '@comptoir/core/modules/clients.routes';
import { confirmed, implement } from '../../platform/routes';
import { createCompany, deleteCompany, getCompany, listCompanies, updateCompany } from './companies';
import { clientHistory, createClient, deleteClient, getClient, listClients, updateClient } from './service';
import { getVipSettings, setVipThreshold } from './vip';

/**
 * Clients and the client firms (/api/clients, /api/companies, /api/clients/settings/vip), all
 * under the `clients` module: the handlers of `clientsApi`. Records of companies the user has no
 * access to answer 404.
 */
export function clientsRoutes(app: FastifyInstance): void {
  const say = confirmed('client', 'clients.success');
  const company = confirmed('company', 'clients.success', {
    created: 'companyCreated',
    updated: 'companyUpdated',
    deleted: 'companyDeleted',
  });
  implement(app, clientsApi, {
    list: async ({ db, auth, query }) => listClients(db, auth, query),
    create: say.created(async (c) => createClient(c, c.body)),
    read: async ({ db, auth, params }) => getClient(db, auth, params.id),
    update: say.updated(async (c) => updateClient(c, c.params.id, c.body)),
    remove: say.deleted(async (c) => deleteClient(c, c.params.id)),
    vip: async ({ db }) => getVipSettings(db),
    setVip: {
      handler: async (c) => setVipThreshold(c, c.body),
      confirm: { key: 'settings', message: 'clients.success.vipSaved' },
    },
    history: async ({ db, auth, params }) => clientHistory(db, auth, params.id),
    companies: async ({ db, auth, query }) => listCompanies(db, auth, query),
    createCompany: company.created(async (c) => createCompany(c, c.body)),
    readCompany: async ({ db, auth, params }) => getCompany(db, auth, params.id),
    updateCompany: company.updated(async (c) => updateCompany(c, c.params.id, c.body)),
    removeCompany: company.deleted(async (c) => deleteCompany(c, c.params.id)),
  });
}
