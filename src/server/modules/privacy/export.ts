// "A copy of my data" (OPERATIONS §3, decision 0111): everything held about one member, as JSON, for the member
// (GET /api/account/export) or for staff answering a request made by other means. Secrets never leave: no password
// hash, no session or code token, no address-proof token; sessions are listed by when they began and end.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../auth';
import { cartItems } from '../cart';
import { products, stockAlerts } from '../catalogue';
import { aiMessages, aiSessions } from '../coach';
import { memberConsents } from '../consents';
import { orderHistory, orderItems, orderRefunds, orderReturns, orders } from '../orders';
import { quizSubmissions } from '../quiz';
import { memberCodes } from '../rewards';
import { routines, routineSteps } from '../routines';
import { wishlistItems } from '../wishlist';

export const EXPORT_FORMAT = 'skin-circle-member-data/1';

/** Everything held about the member, or null when there is no such member. */
export async function exportMemberData(db: Executor, userId: string, now: Date = new Date()) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;

  const byUser = <T>(rows: Promise<T[]>) => rows;
  const [memberOrders, returns, codes, cart, wishlist, memberRoutines, alerts, consents, memberSessions, chats] =
    await Promise.all([
      byUser(db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt))),
      byUser(
        db.select().from(orderReturns).where(eq(orderReturns.userId, userId)).orderBy(asc(orderReturns.createdAt)),
      ),
      byUser(db.select().from(memberCodes).where(eq(memberCodes.userId, userId)).orderBy(asc(memberCodes.createdAt))),
      byUser(
        db
          .select({
            productId: cartItems.productId,
            productName: products.name,
            quantity: cartItems.quantity,
            addedAt: cartItems.createdAt,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .where(eq(cartItems.userId, userId)),
      ),
      byUser(
        db
          .select({ productId: wishlistItems.productId, productName: products.name, addedAt: wishlistItems.createdAt })
          .from(wishlistItems)
          .innerJoin(products, eq(products.id, wishlistItems.productId))
          .where(eq(wishlistItems.userId, userId)),
      ),
      byUser(db.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.timeOfDay))),
      byUser(
        db
          .select({
            productId: stockAlerts.productId,
            productName: products.name,
            askedAt: stockAlerts.createdAt,
            mailedAt: stockAlerts.notifiedAt,
          })
          .from(stockAlerts)
          .innerJoin(products, eq(products.id, stockAlerts.productId))
          .where(eq(stockAlerts.userId, userId)),
      ),
      byUser(
        db
          .select({
            kind: memberConsents.kind,
            given: memberConsents.given,
            source: memberConsents.source,
            at: memberConsents.at,
          })
          .from(memberConsents)
          .where(eq(memberConsents.userId, userId))
          .orderBy(asc(memberConsents.at)),
      ),
      byUser(
        db
          .select({ startedAt: sessions.createdAt, expiresAt: sessions.expiresAt })
          .from(sessions)
          .where(eq(sessions.userId, userId))
          .orderBy(desc(sessions.createdAt)),
      ),
      byUser(db.select().from(aiSessions).where(eq(aiSessions.userId, userId)).orderBy(asc(aiSessions.createdAt))),
    ]);

  const orderIds = memberOrders.map((o) => o.id);
  const routineIds = memberRoutines.map((r) => r.id);
  const chatIds = chats.map((c) => c.id);
  const [lines, history, refunds, steps, messages, quiz] = await Promise.all([
    orderIds.length ? db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)) : [],
    orderIds.length
      ? db
          .select({
            orderId: orderHistory.orderId,
            status: orderHistory.status,
            paymentStatus: orderHistory.paymentStatus,
            message: orderHistory.customerMessage,
            at: orderHistory.createdAt,
          })
          .from(orderHistory)
          .where(inArray(orderHistory.orderId, orderIds))
          .orderBy(asc(orderHistory.createdAt), asc(orderHistory.seq))
      : [],
    orderIds.length
      ? db
          .select({
            orderId: orderRefunds.orderId,
            amount: orderRefunds.amount,
            lines: orderRefunds.lines,
            status: orderRefunds.status,
            at: orderRefunds.createdAt,
          })
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, orderIds))
      : [],
    routineIds.length
      ? db
          .select()
          .from(routineSteps)
          .where(inArray(routineSteps.routineId, routineIds))
          .orderBy(asc(routineSteps.position))
      : [],
    chatIds.length
      ? db.select().from(aiMessages).where(inArray(aiMessages.aiSessionId, chatIds)).orderBy(asc(aiMessages.createdAt))
      : [],
    // Submissions are matched by email: only once the member proved the address are they theirs (decision 0004).
    user.emailVerifiedAt
      ? db
          .select({
            quizName: quizSubmissions.quizName,
            firstName: quizSubmissions.firstName,
            lastName: quizSubmissions.lastName,
            fullName: quizSubmissions.fullName,
            phone: quizSubmissions.phone,
            questions: quizSubmissions.questions,
            status: quizSubmissions.status,
            consentSource: quizSubmissions.consentSource,
            submittedAt: quizSubmissions.createdAt,
          })
          .from(quizSubmissions)
          .where(eq(quizSubmissions.email, user.email))
          .orderBy(asc(quizSubmissions.createdAt))
      : [],
  ]);

  // The points ledger: what each delivered order credited and what each code cost, oldest first.
  const ledger = [
    ...memberOrders
      .filter((o) => o.pointsCreditedAt)
      .map((o) => ({ at: o.pointsCreditedAt!, points: o.pointsEarned, reason: `Order ${o.id}` })),
    ...codes.map((c) => ({ at: c.createdAt, points: -c.pointsSpent, reason: `Reward: ${c.rewardName}` })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  return {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      emailConfirmedAt: user.emailVerifiedAt,
      firstName: user.firstName,
      lastName: user.lastName,
      hasPassword: Boolean(user.passwordHash),
      membershipTier: user.membershipTier,
      birthday: user.birthday,
      skinType: user.skinType,
      skinConcerns: user.skinConcerns,
      joinedAt: user.createdAt,
      lastActiveAt: user.lastActiveAt,
    },
    addresses: [
      ...new Map(
        memberOrders
          .filter((o) => o.shippingAddress)
          .map((o) => [JSON.stringify(o.shippingAddress), o.shippingAddress]),
      ).values(),
    ],
    orders: memberOrders.map((o) => ({
      id: o.id,
      placedAt: o.createdAt,
      status: o.status,
      paymentStatus: o.paymentStatus,
      paymentProvider: o.paymentProvider,
      subtotal: o.subtotal,
      memberDiscount: o.memberDiscount,
      discountCode: o.discountCode,
      codeDiscount: o.codeDiscount,
      shipping: o.shipping,
      total: o.total,
      refundedAmount: o.refundedAmount,
      pointsEarned: o.pointsEarned,
      deliveryAddress: o.shippingAddress,
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          productId: l.productId,
          productName: l.productName,
          quantity: l.quantity,
          price: l.price,
          listPrice: l.listPrice,
          refundedQuantity: l.refundedQuantity,
        })),
      timeline: history.filter((h) => h.orderId === o.id).map(({ orderId: _o, ...h }) => h),
      refunds: refunds.filter((r) => r.orderId === o.id).map(({ orderId: _o, ...r }) => r),
    })),
    returns: returns.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      status: r.status,
      lines: r.lines,
      reason: r.reason,
      openedSeal: r.openedSeal,
      refundedAmount: r.refundedAmount,
      requestedAt: r.createdAt,
      receivedAt: r.receivedAt,
      refundedAt: r.refundedAt,
    })),
    points: { balance: user.rewardPoints, owed: user.pointsOwed, ledger },
    codes: codes.map((c) => ({
      code: c.code,
      reward: c.rewardName,
      pointsSpent: c.pointsSpent,
      discountType: c.discountType,
      discountValue: c.discountValue,
      uses: c.currentUses,
      maxUses: c.maxUses,
      active: c.isActive,
      validUntil: c.validUntil,
      issuedAt: c.createdAt,
    })),
    cart,
    wishlist,
    routines: memberRoutines.map((r) => ({
      name: r.name,
      timeOfDay: r.timeOfDay,
      active: r.isActive,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      steps: steps
        .filter((s) => s.routineId === r.id)
        .map((s) => ({
          order: s.position,
          productName: s.productName,
          instructions: s.instructions,
          whyItMatters: s.whyItMatters,
        })),
    })),
    quizSubmissions: quiz,
    coachConversations: chats.map((c) => ({
      id: c.sessionId,
      channel: c.channel,
      startedAt: c.startedAt,
      lastMessageAt: c.updatedAt,
      closedAt: c.closedAt,
      profile: c.profile,
      questionCategories: c.questionCategories,
      messages: messages
        .filter((m) => m.aiSessionId === c.id)
        .map((m) => ({ from: m.sender, message: m.message, at: m.createdAt })),
    })),
    stockAlerts: alerts,
    consents,
    sessions: memberSessions,
  };
}

export type MemberData = NonNullable<Awaited<ReturnType<typeof exportMemberData>>>;
