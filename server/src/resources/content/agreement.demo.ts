import type { DemoContext } from '@yanye/framework/server';

const DAY = 86_400;

/** A store's member agreements: each published once, the user agreement with a second version in draft. */
export function agreementDemo(store: DemoContext) {
  const name = store.storeName;
  const published = store.now - 180 * DAY;
  const v1 = { status: 1, publishedAt: published, createdAt: published, updatedAt: published };
  return [
    {
      kind: 'user' as const,
      version: 1,
      title: `${name}用户服务协议`,
      body: `<h3>一、服务内容</h3><p>${name}通过本商城向注册会员提供商品浏览、下单、支付、配送与售后服务。</p><h3>二、账号</h3><p>会员应使用本人手机号注册，妥善保管账号与密码，对账号下的操作负责。</p><h3>三、订单</h3><p>商品价格以下单时页面显示为准；库存不足时本店将联系会员协商退款或调换。</p>`,
      ...v1,
    },
    {
      kind: 'user' as const,
      version: 2,
      title: `${name}用户服务协议（修订）`,
      body: `<h3>一、服务内容</h3><p>${name}通过本商城向注册会员提供商品浏览、下单、支付、配送、到店自提与售后服务。</p><h3>二、账号</h3><p>会员应使用本人手机号注册，妥善保管账号与密码，对账号下的操作负责。</p><h3>三、订单</h3><p>商品价格以下单时页面显示为准；库存不足时本店将联系会员协商退款或调换。</p><h3>四、自提</h3><p>到店自提订单请在 7 日内凭核销码领取。</p>`,
      status: 0,
      publishedAt: null,
      createdAt: store.now - 3 * DAY,
      updatedAt: store.now - 3 * DAY,
    },
    {
      kind: 'privacy' as const,
      version: 1,
      title: `${name}隐私政策`,
      body: '<p>我们仅为完成订单、配送与售后收集您的手机号、收货地址与订单信息，不向第三方出售您的个人信息。</p><p>您可以在会员中心查看、更正或删除您的信息，也可以注销账号。</p>',
      ...v1,
    },
    {
      kind: 'recharge' as const,
      version: 1,
      title: `${name}会员充值协议`,
      body: '<p>充值金额存入会员余额，仅可用于在本店消费，不可提现、不可转让。</p><p>充值赠送的金额与积分不参与退款；因商品质量问题退货的，已支付的余额原路退回。</p>',
      ...v1,
    },
  ];
}
