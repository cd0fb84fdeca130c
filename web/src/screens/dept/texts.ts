import { defineTexts } from '../../i18n/define';

/** Texts of the department tree. */
export const deptText = defineTexts(
  { name: '部门名称', type: '类型', leader: '负责人', phone: '电话', sort: '排序', addBelow: '添加下级' },
  {
    en: {
      name: 'Department',
      type: 'Type',
      leader: 'Leader',
      phone: 'Phone',
      sort: 'Sort',
      addBelow: 'Add below',
    },
    es: {
      name: 'Departamento',
      type: 'Tipo',
      leader: 'Responsable',
      phone: 'Teléfono',
      sort: 'Orden',
      addBelow: 'Añadir debajo',
    },
    ja: {
      name: '部門名',
      type: '種別',
      leader: '責任者',
      phone: '電話',
      sort: '並び順',
      addBelow: '下位を追加',
    },
  },
);
