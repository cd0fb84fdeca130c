import { API } from '@yanye/protocol';
import { action, custom, group, resource, T } from '../build';
import type { PageSpec } from '../types';

const contentApi = '/v1/seller/content/';
const supplier = '/v1/seller/supplier/';

export const content: PageSpec = group(
  '/content',
  'Content',
  T('内容', 'Content', 'Contenido', 'コンテンツ'),
  [
    resource({
      seg: 'notification',
      name: 'Notification',
      api: `${contentApi}Notification`,
      title: T('通知公告', 'Notices', 'Avisos', 'お知らせ'),
      noun: T('公告', 'notice', 'aviso', 'お知らせ'),
    }),
    resource({
      seg: 'news',
      name: 'News',
      api: `${contentApi}News`,
      title: T('新闻资讯', 'News', 'Noticias', 'ニュース'),
      noun: T('资讯', 'article', 'noticia', '記事'),
    }),
    resource({
      seg: 'advertising',
      name: 'Advertising',
      api: `${contentApi}Advert`,
      title: T('广告管理', 'Advertisements', 'Anuncios', '広告管理'),
      noun: T('广告', 'advertisement', 'anuncio', '広告'),
    }),
    resource({
      seg: 'agreement',
      name: 'Agreement',
      api: `${contentApi}Agreement`,
      title: T('协议管理', 'Agreements', 'Acuerdos', '規約管理'),
      noun: T('协议', 'agreement', 'acuerdo', '規約'),
    }),
    resource({
      seg: 'feedback',
      name: 'Feedback',
      api: `${contentApi}Feedback`,
      title: T('意见反馈', 'Feedback', 'Comentarios', 'ご意見'),
      noun: T('反馈', 'feedback', 'comentario', 'ご意見'),
      actions: ['del'],
    }),
    {
      // Everyone reads the shop info; saving it is a permission of its own (the main account, or a role).
      ...custom(
        '/content/shopinfo',
        'ShopInfo',
        T('店铺信息', 'Shop info', 'Información de la tienda', '店舗情報'),
        'shopInfo',
        [API.account.supplierInfo.path],
        { common: true },
      ),
      children: [
        action(
          'save',
          'ShopInfoSave',
          T('保存店铺信息', 'Save shop info', 'Guardar la información de la tienda', '店舗情報を保存'),
          [API.account.supplierInfoSave.path],
          { common: false },
        ),
      ],
    },
    // The store's certification (CertApply, CertInfo), opened from the shop info's certification state; a
    // store's page, not the platform's.
    custom(
      'certification',
      'ShopCert',
      T('资质认证', 'Certification', 'Certificación', '資格認証'),
      'storeCert',
      [`${supplier}CertInfo`, `${supplier}CertApply`],
      { hidden: true, platform: false },
    ),
  ],
  { icon: 'file-text' },
);
