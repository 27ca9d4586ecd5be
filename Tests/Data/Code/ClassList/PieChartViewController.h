#import <UIKit/UIKit.h>

@interface PieChartViewController : UIViewController
@end
