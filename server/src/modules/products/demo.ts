import {
  productSearchText,
  type ProductCategory,
  type ProductCurrency,
} from '@comptoir/core/modules/catalogue';
import type { Db } from '../../db/client';
import { products, suppliers } from '../../db/schema/index';
import { pick } from '../../platform/service';
import { PRODUCT_FIELDS } from './service';

/** Demo suppliers, labelled '(démo)'. */
export const DEMO_SUPPLIERS = [
  {
    name: 'Shenzhen Bright Electronics (démo)',
    contactName: 'Li Wei',
    email: 'sales@bright-electronics.demo',
    phone: '+86 755 1234 5678',
    country: 'Chine',
  },
  {
    name: 'Tissages du Nord (démo)',
    contactName: 'Hélène Morel',
    email: 'contact@tissages-nord.demo',
    phone: '+33 3 20 12 34 56',
    country: 'France',
  },
  {
    name: 'Rheinmetall Werkzeuge (démo)',
    contactName: 'Jonas Becker',
    email: 'vertrieb@rheinwerkzeuge.demo',
    phone: '+49 211 555 0101',
    country: 'Allemagne',
  },
] as const;

interface DemoProduct {
  reference: string;
  name: string;
  description: string;
  category: ProductCategory;
  subcategory: string | null;
  price: string;
  currency: ProductCurrency;
  quantity: number;
  /** Index in DEMO_SUPPLIERS, or null. */
  supplier: number | null;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    reference: 'DEMO-ELE-001',
    name: 'Écouteurs Bluetooth ANC (démo)',
    description: 'Écouteurs sans fil à réduction de bruit active, autonomie 30 h, boîtier de charge USB-C.',
    category: 'Électronique',
    subcategory: 'Audio',
    price: '39.90',
    currency: 'EUR',
    quantity: 420,
    supplier: 0,
  },
  {
    reference: 'DEMO-ELE-002',
    name: 'Chargeur GaN 65 W (démo)',
    description: 'Chargeur compact 3 ports (2 USB-C, 1 USB-A), certifié CE.',
    category: 'Électronique',
    subcategory: 'Alimentation',
    price: '24.50',
    currency: 'EUR',
    quantity: 800,
    supplier: 0,
  },
  {
    reference: 'DEMO-ELE-003',
    name: 'Ruban LED RGB 5 m (démo)',
    description: 'Ruban LED 12 V, 60 LED/m, télécommande et application mobile.',
    category: 'Électronique',
    subcategory: 'Éclairage',
    price: '11.20',
    currency: 'USD',
    quantity: 1500,
    supplier: 0,
  },
  {
    reference: 'DEMO-ELE-004',
    name: 'Caméra de surveillance Wi-Fi (démo)',
    description: 'Caméra intérieure 2K, vision nocturne, détection de mouvement.',
    category: 'Électronique',
    subcategory: 'Sécurité',
    price: '32.00',
    currency: 'USD',
    quantity: 260,
    supplier: 0,
  },
  {
    reference: 'DEMO-TEX-001',
    name: 'T-shirt coton bio 180 g (démo)',
    description: 'T-shirt unisexe en coton biologique certifié GOTS, tailles S à XXL.',
    category: 'Textile',
    subcategory: 'Vêtements',
    price: '6.80',
    currency: 'EUR',
    quantity: 3000,
    supplier: 1,
  },
  {
    reference: 'DEMO-TEX-002',
    name: 'Torchon lin lavé (démo)',
    description: 'Torchon 50 x 70 cm en lin lavé, coloris naturel.',
    category: 'Textile',
    subcategory: 'Linge de maison',
    price: '4.25',
    currency: 'EUR',
    quantity: 1200,
    supplier: 1,
  },
  {
    reference: 'DEMO-TEX-003',
    name: 'Tote bag imprimé (démo)',
    description: 'Sac en toile de coton 340 g, anses longues, impression une couleur.',
    category: 'Textile',
    subcategory: 'Accessoires',
    price: '2.95',
    currency: 'EUR',
    quantity: 5000,
    supplier: 1,
  },
  {
    reference: 'DEMO-IND-001',
    name: 'Clé dynamométrique 1/2" (démo)',
    description: 'Clé dynamométrique 40-210 Nm, précision ±4 %, livrée en coffret.',
    category: 'Industriel',
    subcategory: 'Outillage',
    price: '89.00',
    currency: 'EUR',
    quantity: 75,
    supplier: 2,
  },
  {
    reference: 'DEMO-IND-002',
    name: 'Roulement à billes 6204-2RS (démo)',
    description: 'Roulement étanche 20 x 47 x 14 mm, acier chromé.',
    category: 'Industriel',
    subcategory: 'Transmission',
    price: '1.85',
    currency: 'EUR',
    quantity: 10000,
    supplier: 2,
  },
  {
    reference: 'DEMO-IND-003',
    name: 'Gants de protection nitrile (démo)',
    description: 'Boîte de 100 gants nitrile sans poudre, taille L, norme EN 374.',
    category: 'Industriel',
    subcategory: 'EPI',
    price: '7.40',
    currency: 'GBP',
    quantity: 640,
    supplier: 2,
  },
  {
    reference: 'DEMO-ALI-001',
    name: 'Huile d’olive vierge extra 75 cl (démo)',
    description: 'Première pression à froid, origine Andalousie, bouteille verre.',
    category: 'Alimentaire',
    subcategory: 'Épicerie',
    price: '8.90',
    currency: 'EUR',
    quantity: 900,
    supplier: null,
  },
  {
    reference: 'DEMO-ALI-002',
    name: 'Thé vert Sencha 100 g (démo)',
    description: 'Thé vert du Japon en vrac, sachet refermable.',
    category: 'Alimentaire',
    subcategory: 'Boissons',
    price: '5.60',
    currency: 'EUR',
    quantity: 350,
    supplier: null,
  },
  {
    reference: 'DEMO-ALI-003',
    name: 'Crème brûlée vanille x4 (démo)',
    description: 'Dessert prêt à déguster, vanille de Madagascar, lot de 4 pots.',
    category: 'Alimentaire',
    subcategory: 'Desserts',
    price: '3.99',
    currency: 'EUR',
    quantity: 220,
    supplier: null,
  },
  {
    reference: 'DEMO-COS-001',
    name: 'Savon surgras au lait d’ânesse (démo)',
    description: 'Savon saponifié à froid 100 g, sans parfum de synthèse.',
    category: 'Cosmétique',
    subcategory: 'Hygiène',
    price: '3.20',
    currency: 'EUR',
    quantity: 1800,
    supplier: null,
  },
  {
    reference: 'DEMO-COS-002',
    name: 'Sérum vitamine C 30 ml (démo)',
    description: 'Sérum visage 15 % vitamine C, flacon pipette verre ambré.',
    category: 'Cosmétique',
    subcategory: 'Soin visage',
    price: '12.75',
    currency: 'GBP',
    quantity: 430,
    supplier: null,
  },
  {
    reference: 'DEMO-AUT-001',
    name: 'Essuie-glaces 600 mm (démo)',
    description: 'Balais plats universels, paire, adaptateurs multiples.',
    category: 'Automobile',
    subcategory: 'Accessoires',
    price: '14.90',
    currency: 'EUR',
    quantity: 300,
    supplier: 2,
  },
  {
    reference: 'DEMO-AUT-002',
    name: 'Compresseur portable 12 V (démo)',
    description: 'Gonfleur numérique avec arrêt automatique, 10 bar.',
    category: 'Automobile',
    subcategory: 'Entretien',
    price: '27.30',
    currency: 'USD',
    quantity: 150,
    supplier: 0,
  },
  {
    reference: 'DEMO-MED-001',
    name: 'Oxymètre de pouls (démo)',
    description: 'Oxymètre de doigt, écran OLED, SpO2 et fréquence cardiaque.',
    category: 'Médical',
    subcategory: 'Diagnostic',
    price: '18.00',
    currency: 'EUR',
    quantity: 500,
    supplier: 0,
  },
  {
    reference: 'DEMO-MED-002',
    name: 'Masques FFP2 boîte de 20 (démo)',
    description: 'Masques de protection respiratoire FFP2 NR, norme EN 149.',
    category: 'Médical',
    subcategory: 'Protection',
    price: '9.50',
    currency: 'EUR',
    quantity: 2000,
    supplier: null,
  },
  {
    reference: 'DEMO-AUT-003',
    name: 'Tapis de sol caoutchouc (démo)',
    description: 'Jeu de 4 tapis universels découpables, bords relevés.',
    category: 'Automobile',
    subcategory: 'Intérieur',
    price: '22.00',
    currency: 'EUR',
    quantity: 0,
    supplier: null,
  },
  {
    reference: 'DEMO-AUT-004',
    name: 'Kit de nettoyage intérieur (démo)',
    description: 'Brosses, microfibres et nettoyant plastiques, en sacoche.',
    category: 'Autre',
    subcategory: null,
    price: '16.40',
    currency: 'EUR',
    quantity: 90,
    supplier: null,
  },
];

/**
 * Loads the demo suppliers and products in one transaction. To be called from loadDemoData
 * (server/src/db/seed/demo.ts) on an empty database.
 */
export async function loadDemoProducts(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(suppliers)
      .values(DEMO_SUPPLIERS.map((s) => ({ ...s, isDemo: true })))
      .returning({ id: suppliers.id, name: suppliers.name });
    const idOf = (index: number | null) =>
      index === null ? null : (inserted.find((s) => s.name === DEMO_SUPPLIERS[index]!.name)?.id ?? null);
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((p) => ({
        ...pick(p, PRODUCT_FIELDS),
        supplierId: idOf(p.supplier),
        searchText: productSearchText(p),
        isDemo: true,
      })),
    );
  });
}
